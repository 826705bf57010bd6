import { Badge, Group, Text } from '@mantine/core';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { FigureTip } from '../../components/estimates/FigureTip.tsx';
import { rangeText } from '../../components/estimates/figures.ts';
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

/** The estimated range (range1Price to range2Price) with its confidence (methodology). */
export function EstimateLine({ property }: { property: PropertyDetails }) {
  const confidence = property.estimateConfidence;
  return (
    <Group gap="xs" align="center">
      <FigureTip id="estimate">
        <Text size="md" c="dimmed">
          Estimated{' '}
          <Text span fw={700} c="var(--mantine-color-text)" data-testid="details-estimate">
            {rangeText(property.range1Price, property.range2Price)}
          </Text>
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
