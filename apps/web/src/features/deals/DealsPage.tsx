import {
  closestCenter,
  DndContext,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import {
  Alert,
  Anchor,
  Checkbox,
  Container,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import {
  DEAL_KIND_LABELS,
  DEAL_KINDS,
  DEAL_STAGE_LABELS,
  DEAL_STAGES,
  type DealKind,
  type DealStage,
  type DealSummary,
} from '@yardstick/core/deals/deals';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs.tsx';
import { useDeals } from './api/get-deals.ts';
import { useUpdateDeal } from './api/update-deal.ts';
import { DealCard } from './DealCard.tsx';
import { DealDrawer } from './DealDrawer.tsx';
import {
  columnsOf,
  columnTotal,
  NO_FILTERS,
  ukToday,
  type Column,
  type DealFilters,
} from './deals-view.ts';

const isStage = (id: unknown): id is DealStage => DEAL_STAGES.includes(id as DealStage);

/**
 * With the keyboard, the arrows move a picked-up card a whole column: left and right (and up
 * and down when the columns are stacked on a phone) go to the next column's top.
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { active, collisionRect, droppableRects, over } = context;
  if (!active || !collisionRect) return undefined;
  const columns = DEAL_STAGES.map((stage) => ({ stage, rect: droppableRects.get(stage) })).filter(
    (c) => c.rect !== undefined,
  );
  const current = columns.findIndex((c) => c.stage === over?.id);
  const forward = [KeyboardCode.Right, KeyboardCode.Down].includes(event.code as KeyboardCode);
  const back = [KeyboardCode.Left, KeyboardCode.Up].includes(event.code as KeyboardCode);
  if (!forward && !back) return undefined;
  event.preventDefault();
  const start =
    current < 0 ? columns.findIndex((c) => c.stage === active.data.current?.deal?.stage) : current;
  const next = columns[Math.min(columns.length - 1, Math.max(0, start + (forward ? 1 : -1)))];
  if (!next?.rect) return undefined;
  return { x: next.rect.left + 8, y: next.rect.top + 48 };
};

function StageColumn({
  column,
  today,
  onOpen,
  onMove,
}: {
  column: Column;
  today: string;
  onOpen: (deal: DealSummary) => void;
  onMove: (deal: DealSummary, stage: DealStage) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: column.stage });
  const label = DEAL_STAGE_LABELS[column.stage];
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="xs"
      bg={isOver ? 'blue.0' : 'gray.0'}
      component="section"
      aria-label={`${label}: ${columnTotal(column)}`}
      data-testid={`column-${column.stage}`}
      mih={{ base: 0, lg: 160 }}
    >
      <Stack gap={2} mb="xs">
        <Title order={2} size="h5">
          {label}
        </Title>
        <Text size="xs" c="dimmed" data-testid={`total-${column.stage}`}>
          {columnTotal(column)}
        </Text>
      </Stack>
      <Stack gap="xs">
        {column.deals.map((deal) => (
          <DealCard key={deal.id} deal={deal} today={today} onOpen={onOpen} onMove={onMove} />
        ))}
      </Stack>
    </Paper>
  );
}

/** /deals: the user's deals on a board, a column per stage (docs/product.md#deals). */
export function DealsPage() {
  const deals = useDeals();
  const update = useUpdateDeal();
  const [filters, setFilters] = useState<DealFilters>(NO_FILTERS);
  const [params, setParams] = useSearchParams();
  const [said, setSaid] = useState('');
  const today = ukToday();
  const all = deals.data?.deals ?? [];
  const columns = columnsOf(all, filters, today);
  const byId = new Map(all.map((d) => [d.id, d]));
  const titleOf = (id: unknown) => byId.get(String(id))?.title ?? 'the deal';

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );

  function move(deal: DealSummary, stage: DealStage) {
    if (deal.stage === stage) return;
    update.mutate({ id: deal.id, changes: { stage } });
    setSaid(`${deal.title} moved to ${DEAL_STAGE_LABELS[stage]}`);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const deal = byId.get(String(active.id));
    if (deal && over && isStage(over.id)) move(deal, over.id);
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(active.id)}. Arrow keys move it between columns, Space drops it, Escape cancels.`,
    onDragOver: ({ active, over }) =>
      over && isStage(over.id)
        ? `${titleOf(active.id)} is over ${DEAL_STAGE_LABELS[over.id]}`
        : `${titleOf(active.id)} is over no column`,
    onDragEnd: ({ active, over }) =>
      over && isStage(over.id)
        ? `${titleOf(active.id)} dropped in ${DEAL_STAGE_LABELS[over.id]}`
        : `${titleOf(active.id)} dropped; nothing moved`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} cancelled`,
  };

  const open = (deal: DealSummary) => setParams({ deal: deal.id });
  const openId = params.get('deal');

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <PageBreadcrumbs trail={[{ label: 'Deals' }]} />
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>Deals</Title>
            <Text c="dimmed" size="sm">
              Follow each property from first look to purchase. Add one from a property’s page (“Add
              to deals”), a PLO pair, or{' '}
              <Anchor component={Link} to="/analyse">
                analyse any property
              </Anchor>
              .
            </Text>
          </div>
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Title, address or postcode"
            leftSection={<IconSearch size={16} />}
            value={filters.text}
            onChange={(e) => setFilters({ ...filters, text: e.currentTarget.value })}
            w={{ base: '100%', sm: 260 }}
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="deal-kind-label">
              Kind
            </Text>
            <SegmentedControl
              aria-labelledby="deal-kind-label"
              value={filters.kind}
              onChange={(kind) => setFilters({ ...filters, kind: kind as DealKind | 'all' })}
              data={[
                { value: 'all', label: 'All' },
                ...DEAL_KINDS.map((k) => ({ value: k, label: DEAL_KIND_LABELS[k] })),
              ]}
              size="sm"
            />
          </div>
          <Checkbox
            label="Reminder due"
            checked={filters.reminderDue}
            onChange={(e) => setFilters({ ...filters, reminderDue: e.currentTarget.checked })}
            mb={8}
          />
        </Group>
        {deals.isError && (
          <Alert color="red" title="Your deals could not be loaded">
            Please try again.
          </Alert>
        )}
        {deals.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 3, lg: 6 }}>
            {DEAL_STAGES.map((s) => (
              <Skeleton key={s} h={200} radius="md" />
            ))}
          </SimpleGrid>
        ) : (
          <>
            {all.length === 0 && (
              <Alert color="blue" variant="light" title="No deals yet">
                Open a property and choose “Add to deals”, or save an analysis as a deal.
              </Alert>
            )}
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd}
              accessibility={{
                announcements,
                screenReaderInstructions: {
                  draggable:
                    'To move a deal, press Space, use the arrow keys to choose a column, then press Space to drop it or Escape to cancel. Or use its Move to menu.',
                },
              }}
            >
              <SimpleGrid cols={{ base: 1, sm: 3, lg: 6 }} spacing="sm" data-testid="deals-board">
                {columns.map((column) => (
                  <StageColumn
                    key={column.stage}
                    column={column}
                    today={today}
                    onOpen={open}
                    onMove={move}
                  />
                ))}
              </SimpleGrid>
            </DndContext>
          </>
        )}
        <VisuallyHidden aria-live="polite" role="status" data-testid="board-status">
          {said}
        </VisuallyHidden>
      </Stack>
      <DealDrawer id={openId} onClose={() => setParams({})} />
    </Container>
  );
}
