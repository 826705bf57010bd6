import { Anchor, Stack, Text } from '@mantine/core';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { Link } from 'react-router';
import { rangeText } from '../../components/estimates/figures.ts';
import { formatGBP, formatNumber } from '../../lib/format.ts';
import { investmentFigures } from './investment-figures.ts';
import { EstimateExplanation } from './EstimateExplanation.tsx';
import { FigureList } from '../../components/property/FigureList.tsx';

/** What the estimate type means; SPB = price based on floor area (docs/product.md#details-tabs). */
export function estimateTypeText(type: string | null): string | null {
  if (type === 'SPB') return 'SPB: price based on floor area (local £ per m² times the floor area)';
  if (type === 'CSB') return 'CSB: price based on comparable sales of the same type and bedrooms';
  return null;
}

/** The estimate and its evidence, with the investment figures derived from it. */
export function EstimatesTab({ property: p }: { property: PropertyDetails }) {
  const typeText = estimateTypeText(p.priceEstimateType);
  return (
    <Stack gap="md">
      <FigureList
        figures={[
          {
            label: 'Estimate',
            value: p.residential ? formatGBP(p.estimatedPrice) : 'Not estimated',
            tip: p.residential ? 'bmv' : 'not-estimated',
            note: p.residential ? 'The point the BMV is measured against.' : undefined,
            testId: 'estimates-point',
          },
          {
            label: 'Estimated range',
            value: p.residential ? rangeText(p.range1Price, p.range2Price) : 'Not estimated',
            tip: p.residential ? 'estimate' : 'not-estimated',
            testId: 'estimates-range',
          },
          {
            label: 'Range per m²',
            value:
              p.range1PPSM !== null && p.range2PPSM !== null
                ? `${formatGBP(p.range1PPSM)} – ${formatGBP(p.range2PPSM)}`
                : '-',
          },
          { label: 'Confidence', value: p.estimateConfidence ?? '-', tip: 'confidence' },
          {
            label: 'Comparable sales',
            value: p.estimateComparables === null ? '-' : formatNumber(p.estimateComparables),
          },
          {
            label: 'Evidence from',
            value:
              p.ppsmRadius === null
                ? '-'
                : p.ppsmRadius === 0
                  ? `Postcode sector ${p.sector ?? ''}`.trim()
                  : `Within ${formatNumber(p.ppsmRadius)} m`,
          },
          { label: 'Estimate type', value: p.priceEstimateType ?? '-' },
          ...investmentFigures(p),
        ]}
      />
      <EstimateExplanation propertyId={p.propertyId} listingFloorArea={p.totalFloorArea} />
      {typeText && (
        <Text size="sm" data-testid="estimate-type">
          {typeText}.{' '}
          <Anchor component={Link} to="/methodology#estimate" size="sm">
            How estimates are made
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
