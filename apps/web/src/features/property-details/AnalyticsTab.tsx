import { Skeleton, Stack, Text } from '@mantine/core';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { deprivationTone, TONE_COLOURS } from '../../components/estimates/figures.ts';
import { formatNumber, formatPercent } from '../../lib/format.ts';
import { useDeprivation } from './api/get-deprivation.ts';
import { FigureList } from './FigureList.tsx';
import { yieldFigure } from './investment-figures.ts';

/**
 * Area analytics of the property (loaded only once the tab is first opened, docs/product.md#details-tabs): the
 * deprivation of its neighbourhood and the area figures of the details. A failed call is
 * only logged (docs/product.md#messages-and-failures) and its figures hide.
 */
export function AnalyticsTab({ property: p }: { property: PropertyDetails }) {
  const deprivation = useDeprivation(p.postCode, true);
  const d = deprivation.data;
  return (
    <Stack gap="md" data-testid="analytics">
      {deprivation.isPending && p.postCode ? (
        <Skeleton height={96} />
      ) : (
        d && (
          <Stack gap={6}>
            <Text fw={700}>Neighbourhood deprivation</Text>
            <FigureList
              figures={[
                {
                  label: 'More deprived than',
                  value:
                    d.moreDeprived === null ? '-' : `${formatPercent(d.moreDeprived)} of areas`,
                  tip: 'deprivation',
                  colour: TONE_COLOURS[deprivationTone(d.moreDeprived)],
                },
                {
                  label: 'IMD decile',
                  value: d.imdDecile === null ? '-' : `${d.imdDecile} of 10`,
                },
                {
                  label: 'IMD rank',
                  value:
                    d.nationCount === null
                      ? formatNumber(d.imdRank)
                      : `${formatNumber(d.imdRank)} of ${formatNumber(d.nationCount)}`,
                },
                { label: 'Neighbourhood', value: d.lsoaName ?? d.lsoaCode },
              ]}
            />
            <Text size="xs" c="dimmed">
              Index of Multiple Deprivation {d.vintage ?? ''}: rank 1 is the most deprived
              neighbourhood of the nation.
            </Text>
          </Stack>
        )
      )}
      <Stack gap={6}>
        <Text fw={700}>Area</Text>
        <FigureList
          figures={[
            { label: 'Rental demand', value: p.rentalDemand ?? '-', tip: 'rental-demand' },
            yieldFigure(p),
            {
              label: 'Crimes within 500 m',
              value: formatNumber(p.crimeRate),
              tip: 'crime',
            },
            { label: 'Postcode district', value: p.district ?? '-' },
            { label: 'Postcode sector', value: p.sector ?? '-' },
          ]}
        />
      </Stack>
    </Stack>
  );
}
