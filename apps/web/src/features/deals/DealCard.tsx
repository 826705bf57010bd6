import { useDraggable } from '@dnd-kit/core';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconBell, IconChevronDown, IconGripVertical } from '@tabler/icons-react';
import {
  DEAL_KIND_LABELS,
  DEAL_STAGE_LABELS,
  DEAL_STAGES,
  type DealStage,
  type DealSummary,
} from '@yardstick/core/deals/deals';
import { formatDate, formatGBP } from '../../lib/format.ts';
import { reminderDue } from './deals-view.ts';

export interface DealCardProps {
  deal: DealSummary;
  today: string;
  onOpen: (deal: DealSummary) => void;
  onMove: (deal: DealSummary, stage: DealStage) => void;
}

/**
 * A deal on the board: dragged by its handle (pointer, or the keyboard: Space, arrows, Space),
 * opened by its title, moved by "Move to…" (a menu of the other stages, keyboard reachable).
 */
export function DealCard({ deal, today, onOpen, onMove }: DealCardProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: deal.id,
    data: { deal },
  });
  const due = reminderDue(deal, today);
  // The address under the title, or only the postcode when the title is the address.
  const { address, postcode } = deal.property;
  const place =
    address && deal.title.includes(address)
      ? (postcode ?? '')
      : [address, postcode].filter(Boolean).join(', ');
  return (
    <Card
      ref={setNodeRef}
      withBorder
      padding="sm"
      radius="md"
      shadow={isDragging ? 'lg' : 'xs'}
      data-testid="deal-card"
      data-deal-id={deal.id}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        zIndex: isDragging ? 10 : undefined,
        position: 'relative',
        opacity: isDragging ? 0.85 : 1,
      }}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`Drag ${deal.title}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <UnstyledButton onClick={() => onOpen(deal)} data-testid="open-deal-card">
            {/* Whole, wrapped: deals on one street differ by the house number. */}
            <Text fw={600} size="sm" c="blue.8" style={{ overflowWrap: 'anywhere' }}>
              {deal.title}
            </Text>
          </UnstyledButton>
          {place && !deal.title.includes(place) && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {place}
            </Text>
          )}
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {formatGBP(deal.listPrice)}
            </Text>
            <Badge size="xs" variant="light" color="gray">
              {DEAL_KIND_LABELS[deal.kind]}
            </Badge>
          </Group>
          {deal.lastOffer && (
            <Text size="xs">
              Offer {formatGBP(deal.lastOffer.amount)} ({deal.lastOffer.outcome})
            </Text>
          )}
          {deal.nextViewing && <Text size="xs">Viewing {formatDate(deal.nextViewing)}</Text>}
          {deal.reminderOn && (
            <Badge
              size="sm"
              variant={due ? 'filled' : 'light'}
              color={due ? 'red' : 'blue'}
              tt="none"
              leftSection={<IconBell size={12} />}
              data-testid="deal-reminder"
              // Wraps rather than cutting its date off ("REMINDER DU…").
              styles={{
                root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
                label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
              }}
            >
              {due ? 'Reminder due' : 'Reminder'} {formatDate(deal.reminderOn)}
            </Badge>
          )}
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                size="compact-xs"
                variant="subtle"
                rightSection={<IconChevronDown size={12} />}
                aria-label={`Move ${deal.title} to another stage`}
                style={{ alignSelf: 'flex-start' }}
              >
                Move to…
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {DEAL_STAGES.filter((s) => s !== deal.stage).map((stage) => (
                <Menu.Item key={stage} onClick={() => onMove(deal, stage)}>
                  {DEAL_STAGE_LABELS[stage]}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Stack>
      </Group>
    </Card>
  );
}
