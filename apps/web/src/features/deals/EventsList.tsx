import { List, Text } from '@mantine/core';
import type { HomeEvent } from '@yardstick/core/property/property-history';
import { dealEventText } from '@yardstick/core/deals/deal-view';

/** The listing's events from the living-listings history, newest first. */
export function EventsList({ events }: { events: HomeEvent[] }) {
  if (events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No listing events recorded.
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4} data-testid="deal-events">
      {[...events].reverse().map((e, i) => (
        <List.Item key={`${e.date}-${e.kind}-${i}`}>{dealEventText(e)}</List.Item>
      ))}
    </List>
  );
}
