import { List, Text } from '@mantine/core';
import type { HomeEvent } from '@yardstick/core/property/property-history';
import { formatDate, formatGBP } from '../../lib/format.ts';

const LABELS: Record<HomeEvent['kind'], string> = {
  'first-listed': 'First listed',
  relisted: 'Relisted',
  'price-change': 'Price changed',
  'status-change': 'Status changed',
  'back-on-market': 'Back on the market',
  withdrawn: 'Withdrawn',
  sold: 'Sold',
};

/** One event in words: "12 Nov 2026 · Price changed £250,000 → £240,000". */
export function eventText(e: HomeEvent): string {
  const price =
    e.kind === 'price-change' && e.oldPrice !== null
      ? ` ${formatGBP(e.oldPrice)} → ${formatGBP(e.price)}`
      : e.price !== null
        ? ` ${formatGBP(e.price)}`
        : '';
  const status =
    e.newStatus && e.kind === 'status-change' ? ` (${e.oldStatus ?? '?'} → ${e.newStatus})` : '';
  return `${formatDate(e.date)} · ${LABELS[e.kind]}${price}${status}`;
}

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
        <List.Item key={`${e.date}-${e.kind}-${i}`}>{eventText(e)}</List.Item>
      ))}
    </List>
  );
}
