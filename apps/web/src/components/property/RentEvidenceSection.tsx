import { Text } from '@mantine/core';
import type { RentEvidence, RentUsedRow } from '@yardstick/core/property/rent-evidence';
import { ResponsiveTable, type TableColumn } from '../ResponsiveTable.tsx';
import { typeLabel } from '../estimates/figures.ts';
import { distanceText } from './figures.ts';
import { Section } from './Section.tsx';
import { formatDate, formatGBP } from '../../lib/format.ts';

const beds = (n: number | null) => (n === null ? '-' : n === 0 ? 'Studio' : String(n));

const COLUMNS: readonly TableColumn<RentUsedRow>[] = [
  { label: 'Rent', numeric: true, nowrap: true, cell: (r) => `${formatGBP(r.rent)} pcm` },
  { label: 'Type', cell: (r) => typeLabel(r.propertyType, null) ?? '-' },
  { label: 'Beds', numeric: true, cell: (r) => beds(r.bedrooms) },
  {
    label: 'Distance',
    numeric: true,
    nowrap: true,
    cell: (r) => (r.distance === null ? 'unknown' : distanceText(r.distance)),
  },
  {
    label: 'Listed',
    nowrap: true,
    cell: (r) => `${formatDate(r.listedOn)}${r.letAgreed ? ' (let agreed)' : ''}`,
  },
  { label: 'Weight', numeric: true, cell: (r) => `${Math.round(r.weight * 100)}%` },
];

/** How the rent estimate comes from the rentals listed, in one line. */
export function rentEvidenceLine(e: RentEvidence): string {
  if (e.source === 'none' || e.rentEstimate === null) return e.rule;
  const stated = `Rent estimate ${formatGBP(e.rentEstimate)} pcm`;
  const stale =
    e.current || e.ruleRent === null
      ? ''
      : ` Rentals have changed since the figures were derived: today the rule gives ${formatGBP(e.ruleRent)} pcm.`;
  return `${stated}. ${e.rule}${stale}`;
}

/**
 * 'Rentals this estimate used' on the details page (issue 26): the rentals the rent estimate
 * was taken from (type, bedrooms, distance, date, rent), with the rule in words; the side
 * column's 'Other rentals nearby' leaves them out. Hidden when the call fails (only logged).
 */
export function RentEvidenceSection({
  evidence,
  loading,
  failed,
}: {
  evidence: RentEvidence | undefined;
  loading: boolean;
  failed: boolean;
}) {
  return (
    <Section
      title="Rentals this estimate used"
      loading={loading}
      hidden={failed}
      testId="rent-evidence"
    >
      {evidence && (
        <>
          <Text size="sm" data-testid="rent-evidence-rule">
            {rentEvidenceLine(evidence)}
          </Text>
          {evidence.used.length > 0 && (
            <ResponsiveTable
              columns={COLUMNS}
              rows={evidence.used}
              rowKey={(r) => r.propertyId}
              minWidth={480}
              label="Rentals this estimate used"
              testId="rent-evidence-table"
            />
          )}
        </>
      )}
    </Section>
  );
}
