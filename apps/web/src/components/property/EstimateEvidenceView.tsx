import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import type { EstimateEvidence } from '@yardstick/core/estimates/estimate-evidence';
import { roundEstimate } from '@yardstick/core/estimates/sales-estimate';
import { Link } from 'react-router';
import { formatDate, formatGBP, formatMonth, formatNumber } from '../../lib/format.ts';

const share = (v: number) => `${Math.round(v * 100)}%`;
/** A sale's age as read: '13.4 years ago', 'under a month ago'. */
const saleAge = (years: number) =>
  years <= 0 ? 'under a month ago' : `${years.toFixed(1)} year${years === 1 ? '' : 's'} ago`;
const TYPE_NAMES: Record<string, string> = {
  D: 'Detached',
  S: 'Semi-detached',
  T: 'Terraced',
  F: 'Flat',
};

/** Where the wide evidence came from, in words. */
function wideWords(c: NonNullable<EstimateEvidence['comparables']>): string {
  const where =
    c.radius === null || c.radius === 0
      ? 'the postcode sector'
      : `within ${formatNumber(c.radius)} m`;
  return `${formatNumber(c.wideCount)} sales of ${where} over ${c.years ?? 5} years`;
}

/** The learned correction in words and pounds. */
function learnedWords(l: EstimateEvidence['learned']): string {
  if (!l.model) {
    return 'none: this database holds too few sales valued from their own history for a model to learn from, so the estimate above is the blend of the last sale and the comparable sales alone.';
  }
  const trained = `a model learned from ${formatNumber(l.sales)} of this database's own sales, each valued from the sales before it, of how far such estimates miss for homes like this one`;
  if (l.before === null || l.change === null) return `${trained}; it made no change here.`;
  const moved =
    l.change === 0
      ? 'left it unchanged'
      : `${l.change > 0 ? 'raised' : 'lowered'} it by ${formatGBP(Math.abs(l.change))}`;
  return `the last sale and the comparable sales give ${formatGBP(l.before)}; ${trained} ${moved}.`;
}

/**
 * "How this estimate was made": the indexed last sale, the comparables with their adjusted
 * prices and weights, the index used, the band's measured accuracy and why the range is as
 * wide as it is (docs/methodology.md "Estimated price"), from an estimate's evidence. The
 * details page's Estimates tab shows a listing's; /analyse shows an analysed property's.
 */
export function EstimateEvidenceView({
  data,
  listingFloorArea,
}: {
  data: EstimateEvidence;
  /** The property's own floor area; when it has none, a certificate's may have been used. */
  listingFloorArea: number | null;
}) {
  const { lastSale, comparables: c, bandAccuracy: acc } = data;
  return (
    <Stack gap="xs" data-testid="estimate-explanation">
      <Title order={4}>How this estimate was made</Title>
      <Text size="sm">
        Estimate {formatGBP(data.estimate)}, range {formatGBP(data.low)} – {formatGBP(data.high)}
        {data.valuationMonth ? `, valued as of ${formatMonth(data.valuationMonth)}` : ''}.
      </Text>
      {lastSale && (
        <Text size="sm" data-testid="explanation-last-sale">
          <b>Last sale:</b> {formatGBP(lastSale.price)} on {formatDate(lastSale.date)}, brought
          forward to {formatGBP(roundEstimate(lastSale.indexed))} with the {lastSale.indexName}.
          Last sale {formatMonth(lastSale.date)} ({saleAge(lastSale.years)}), weight in the estimate{' '}
          {share(lastSale.weight)}: an older sale weighs less, as its indexed price strays further
          from the home's value.
        </Text>
      )}
      {c && (
        <Text size="sm" data-testid="explanation-comparables">
          <b>Comparable sales:</b> {formatGBP(roundEstimate(c.value))}
          {c.method === 'SPB' && c.floorArea
            ? ` (price per m² times its floor area of ${formatNumber(Math.round(c.floorArea))} m²${listingFloorArea ? '' : ', from its energy performance certificate: the listing gives none'})`
            : ' (prices of the same type; no floor area used)'}
          , each sale brought forward by the same index and weighted by recency: {wideWords(c)} set
          the level of the area, then the value is adjusted by how much the sales of its own street,
          postcode and building sold above or below their area (the closest listed below with their
          weight in the estimate), and for a new build, an unusual tenure, a flat in a converted
          house or a house known by a name. Weight in the estimate: {share(c.weight)}.
        </Text>
      )}
      {c && c.listed.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table fz="sm" striped withTableBorder data-testid="explanation-comparables-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Sold</Table.Th>
                <Table.Th>Address</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Price paid</Table.Th>
                <Table.Th>
                  Indexed to {data.valuationMonth ? formatMonth(data.valuationMonth) : 'today'}
                </Table.Th>
                <Table.Th>Weight</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {c.listed.map((s) => (
                <Table.Tr key={`${s.date}-${s.address}-${s.price}`}>
                  <Table.Td>{formatDate(s.date)}</Table.Td>
                  <Table.Td>
                    {s.address}
                    {s.building
                      ? s.type === 'F'
                        ? ' (same building)'
                        : ' (same postcode and type)'
                      : ''}
                    {/* Why a sale of this postcode informs the property (issue 40). */}
                    <Text size="xs" c="dimmed" data-testid="comparable-why">
                      {s.why}
                    </Text>
                  </Table.Td>
                  <Table.Td>{TYPE_NAMES[s.type] ?? s.type}</Table.Td>
                  <Table.Td>{formatGBP(s.price)}</Table.Td>
                  <Table.Td>{formatGBP(s.adjusted)}</Table.Td>
                  <Table.Td>{share(s.weight)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="sm" data-testid="explanation-learned">
        <b>Learned correction:</b> {learnedWords(data.learned)}
      </Text>
      {data.indices && <IndexComparison indices={data.indices} />}
      <Text size="sm" data-testid="explanation-range">
        <b>Why the range is this wide:</b> {data.rangeReason}
        {acc && acc.pe10 !== null
          ? ` In the backtest (sales of ${acc.holdoutFrom} to ${acc.holdoutTo}), ${data.band.toLowerCase()}-confidence estimates were within 10% of the price achieved ${share(acc.pe10)} of the time (${formatNumber(acc.sales)} sales)${acc.inRange !== null ? `, and their ranges held the price ${share(acc.inRange)} of the time` : ''}.`
          : ''}{' '}
        <Anchor component={Link} to="/methodology#estimate" size="sm">
          Methodology
        </Anchor>
      </Text>
    </Stack>
  );
}

/** Index value rebased to 100 at the valuation month, as a price change to it. */
const change = (v: number | null) => {
  if (v === null) return '–';
  const pct = Math.round((100 / v - 1) * 100);
  return `${pct >= 0 ? '+' : '−'}${formatNumber(Math.abs(pct))}%`;
};

/**
 * The local price index beside the official UK HPI: for each year before the valuation
 * month, how much a price then has risen (or fallen) to the valuation month by each.
 */
function IndexComparison({ indices }: { indices: NonNullable<EstimateEvidence['indices']> }) {
  const { months, local, official } = indices;
  // A demo install's series is named 'Demo HPI, <area>' by the API (hpi.provenance).
  const officialName = official?.name.startsWith('Demo HPI')
    ? 'the demo HPI (drawn through sampled UK HPI months, not the published UK HPI)'
    : 'the official UK HPI';
  const rows = months
    .map((month, i) => ({
      month,
      local: local?.values[i] ?? null,
      official: official?.values[i] ?? null,
    }))
    .slice(0, -1)
    .reverse();
  return (
    <Stack gap={4} data-testid="explanation-indices">
      <Text size="sm">
        <b>Price index:</b> how much a price paid in each year has changed to{' '}
        {formatMonth(months[months.length - 1] as string)}
        {local && official
          ? `, by the local index computed from repeat sales held here and by ${officialName}.`
          : local
            ? ', by the local index computed from repeat sales held here (no official series held).'
            : `, by ${officialName} (too few repeat sales here for a local index).`}
      </Text>
      <Table.ScrollContainer minWidth={300}>
        <Table fz="sm" striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Paid in</Table.Th>
              {local && <Table.Th>{local.name}</Table.Th>}
              {official && <Table.Th>{official.name}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.month}>
                <Table.Td>{formatMonth(r.month)}</Table.Td>
                {local && <Table.Td>{change(r.local)}</Table.Td>}
                {official && <Table.Td>{change(r.official)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
