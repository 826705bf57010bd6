import { Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMap, IconPencil, IconPointer, IconListSearch } from '@tabler/icons-react';
import type { SearchFilter } from '@yardstick/core/search/filter';
import { Link } from 'react-router';
import { NoResultsReason } from './NoResultsReason.tsx';

export interface DrawSearchHelpProps {
  /** The map view of the same filter. */
  mapHref?: string;
  onMapClick?: () => void;
  /** On a map: start drawing there (the button draws instead of linking to the map). */
  onDraw?: () => void;
  /** Offered when filters are set: start again without them. */
  onClear?: () => void;
  /** The search that found nothing: the help then says why (NoResultsReason). */
  search?: { filter: SearchFilter; onChange: (filter: SearchFilter) => void };
}

/** The empty list's help (docs/product.md#draw-a-search-help): how to draw a search, in three steps. */
export function DrawSearchHelp({
  mapHref,
  onMapClick,
  onDraw,
  onClear,
  search,
}: DrawSearchHelpProps) {
  return (
    <Card withBorder padding="xl" radius="md" data-testid="draw-search-help">
      <Stack gap="md" maw={720}>
        <div>
          {search ? (
            <NoResultsReason filter={search.filter} onChange={search.onChange} />
          ) : (
            <Text c="dimmed" size="sm">
              No properties match this search.
            </Text>
          )}
          <Title order={3} mt={4}>
            Draw a search
          </Title>
          <Text size="sm" c="dimmed">
            Draw the streets you want on the map and see every property inside them.
          </Text>
        </div>
        <List spacing="sm" type="ordered" center>
          <List.Item icon={<StepIcon icon={IconMap} />}>
            {onDraw ? (
              <>Move the map to the area you like.</>
            ) : (
              <>
                Open the <b>MAP VIEW</b> and move to the area you like.
              </>
            )}
          </List.Item>
          <List.Item icon={<StepIcon icon={IconPencil} />}>
            Choose <b>{onDraw ? 'Draw area' : 'Draw'}</b>, then click point by point around the
            streets; click the first point to close the shape.
          </List.Item>
          <List.Item icon={<StepIcon icon={IconListSearch} />}>
            The list shows the properties inside your shape; narrow them with the filters above.
          </List.Item>
        </List>
        <Group>
          {onDraw ? (
            <Button onClick={onDraw} leftSection={<IconPencil size={16} />}>
              Draw on the map
            </Button>
          ) : (
            <Button
              component={Link}
              to={mapHref ?? '/estimates-map-es'}
              onClick={onMapClick}
              leftSection={<IconPointer size={16} />}
            >
              Draw on the map
            </Button>
          )}
          {onClear && (
            <Button variant="default" onClick={onClear}>
              Clear the filters
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** A step's icon: the tabler icon in a light round badge. */
function StepIcon({ icon: Icon }: { icon: typeof IconPencil }) {
  return (
    <ThemeIcon size={28} radius="xl" variant="light">
      <Icon size={16} />
    </ThemeIcon>
  );
}
