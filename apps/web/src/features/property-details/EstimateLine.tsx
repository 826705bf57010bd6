import { Badge, Group, Text } from '@mantine/core';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { FigureTip } from '../../components/estimates/FigureTip.tsx';
import { estimateParts, rangeText } from '../../components/estimates/figures.ts';
import { formatNumber } from '../../lib/format.ts';

const CONFIDENCE_COLOURS = { High: 'teal', Medium: 'yellow', Low: 'orange' } as const;

/** Where the comparables came from: the postcode sector (radius 0) or a radius around. */
export function evidenceArea(ppsmRadius: number | null): string | null {
  if (ppsmRadius === null) return null;
  if (ppsmRadius === 0) return 'comparables from the postcode sector';
  return `comparables within ${formatNumber(ppsmRadius)} m`;
}

/** 'SPB, comparables within 1,000 m' when the details carry no confidence. */
export function estimateBasis(p: Pick<PropertyDetails, 'priceEstimateType' | 'ppsmRadius'>) {
  const parts = [p.priceEstimateType, evidenceArea(p.ppsmRadius)].filter(Boolean);
  return parts.join(', ');
}

/**
 * The estimate, point first ('Estimate £482,000': the value the BMV is measured against),
 * then the range (range1Price to range2Price) and its confidence (methodology).
 */
export function EstimateLine({ property }: { property: PropertyDetails }) {
  const confidence = property.estimateConfidence;
  const range = rangeText(property.range1Price, property.range2Price);
  return (
    <Group gap="xs" align="center">
      <FigureTip id="estimate">
        <Text size="md" c="dimmed">
          Estimate{' '}
          <Text span fw={700} c="var(--mantine-color-text)" data-testid="details-estimate">
            {estimateParts(property).point}
          </Text>
          {range !== '-' && (
            <Text span size="sm" c="dimmed" data-testid="details-range">
              {' '}
              (range {range})
            </Text>
          )}
        </Text>
      </FigureTip>
      {confidence ? (
        <FigureTip
          id="confidence"
          note={
            property.estimateComparables !== null
              ? `${formatNumber(property.estimateComparables)} comparable sales`
              : undefined
          }
        >
          <Badge color={CONFIDENCE_COLOURS[confidence]} variant="light" data-testid="confidence">
            {confidence} confidence
          </Badge>
        </FigureTip>
      ) : (
        estimateBasis(property) && (
          <Text size="sm" c="dimmed">
            ({estimateBasis(property)})
          </Text>
        )
      )}
    </Group>
  );
}
