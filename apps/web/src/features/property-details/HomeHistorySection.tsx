import { Group, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import type {
  HomeEvent,
  HomeSold,
  PropertyHistory,
} from '@yardstick/core/property/property-history';
import { Section } from '../../components/property/Section.tsx';
import { formatDate, formatGBP, formatNumber } from '../../lib/format.ts';

const STATUS_NAMES: Record<string, string> = {
  available: 'available',
  sold_stc: 'sold STC',
  under_offer: 'under offer',
  reserved: 'reserved',
  let_agreed: 'let agreed',
  sold: 'sold',
  let: 'let',
  withdrawn: 'withdrawn',
};
const statusName = (s: string | null) => (s ? (STATUS_NAMES[s] ?? s) : '');

/** What an event says, in words. */
export function eventText(e: HomeEvent): string {
  switch (e.kind) {
    case 'first-listed':
      return `First listed at ${formatGBP(e.price)}`;
    case 'relisted':
      return e.gapDays !== null
        ? `Relisted at ${formatGBP(e.price)}, ${e.gapDays} ${e.gapDays === 1 ? 'day' : 'days'} after it was withdrawn`
        : `Listed again at ${formatGBP(e.price)}`;
    case 'price-change':
      return `Asking price ${e.price !== null && e.oldPrice !== null && e.price < e.oldPrice ? 'reduced' : 'changed'} from ${formatGBP(e.oldPrice)} to ${formatGBP(e.price)}`;
    case 'withdrawn':
      return 'Withdrawn from the market';
    case 'back-on-market':
      return `Back on the market (was ${statusName(e.oldStatus)})`;
    case 'status-change':
      return `Marked ${statusName(e.newStatus)}`;
    case 'sold':
      return `Sold for ${formatGBP(e.price)} (HM Land Registry Price Paid)`;
  }
}

/** The gap of the price achieved: amount "−£15,000 (−5.0%)", then "below the last asking price of £300,000". */
export function soldGap(sold: HomeSold): { amount: string; words: string } | null {
  if (sold.gap === null || sold.lastAskingPrice === null) return null;
  const asking = `the last asking price of ${formatGBP(sold.lastAskingPrice)}`;
  if (sold.gap === 0) return { amount: '', words: `at ${asking}` };
  const sign = sold.gap < 0 ? '−' : '+';
  const pct = sold.gapPct !== null ? ` (${sign}${Math.abs(sold.gapPct).toFixed(1)}%)` : '';
  return {
    amount: `${sign}${formatGBP(Math.abs(sold.gap))}${pct}`,
    words: `${sold.gap < 0 ? 'below' : 'above'} ${asking}`,
  };
}

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The history of the home across its listings (docs/product.md#history-of-this-home): first listed,
 * days on the market across relistings (a relisting does not reset them), times listed, the
 * price achieved against the last asking price when it sold, the price path and the events.
 */
export function HomeHistorySection({
  history,
  loading,
  failed,
}: {
  history: PropertyHistory | undefined;
  loading: boolean;
  failed: boolean;
}) {
  if (failed || (!loading && !history)) return null;
  const s = history?.summary;
  const gap = s?.sold ? soldGap(s.sold) : null;
  return (
    <Section
      title="History of this home"
      loading={loading}
      skeletonHeight={180}
      testId="home-history"
    >
      {history && s ? (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Stat label="First listed" value={formatDate(s.firstListed)} />
            <Stat
              label="Days on market"
              value={formatNumber(s.daysOnMarket)}
              hint={s.sold ? 'until sold' : s.timesListed > 1 ? 'across relistings' : undefined}
            />
            <Stat label="Times listed" value={formatNumber(s.timesListed)} />
          </SimpleGrid>
          {s.sold ? (
            <Text data-testid="home-sold">
              <Text span fw={700}>
                Sold for {formatGBP(s.sold.price)}
              </Text>{' '}
              on <span style={{ whiteSpace: 'nowrap' }}>{formatDate(s.sold.date)}</span>
              {gap ? ': ' : ''}
              {gap?.amount ? <span style={{ whiteSpace: 'nowrap' }}>{gap.amount}</span> : null}
              {gap ? ` ${gap.words}`.replace(/^ (at )/, '$1') : ''}
            </Text>
          ) : null}
          {s.pricePath.length > 1 ? (
            <Group gap={6} aria-label="Price path" wrap="wrap">
              {s.pricePath.map((p, i) => (
                <Text key={`${p.date}-${i}`} size="sm" span>
                  {i > 0 ? '→ ' : ''}
                  <Text span fw={p.kind === 'sold' ? 700 : 500}>
                    {p.kind === 'sold' ? 'sold ' : ''}
                    {formatGBP(p.price)}
                  </Text>
                </Text>
              ))}
            </Group>
          ) : null}
          <Timeline bulletSize={12} lineWidth={2} active={history.events.length - 1}>
            {history.events.map((e, i) => (
              <Timeline.Item key={`${e.kind}-${e.date}-${i}`} title={eventText(e)}>
                <Text size="xs" c="dimmed">
                  {formatDate(e.date)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Stack>
      ) : null}
    </Section>
  );
}
