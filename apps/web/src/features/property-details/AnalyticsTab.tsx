import { HPI_SOURCE_NAMES } from '@yardstick/core/reports/hpi-source';
import { Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import {
  deprivationWording,
  nationOfLsoa,
  type Deprivation,
} from '@yardstick/core/property/deprivation';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { deprivationTone, TONE_COLOURS } from '../../components/estimates/figures.ts';
import { formatGBP, formatNumber } from '../../lib/format.ts';
import { useAreaAverages } from '../../lib/area-averages.ts';
import { useHpiYields } from './api/get-hpi-yields.ts';
import { useDeprivation } from './api/get-deprivation.ts';
import { FigureList } from '../../components/property/FigureList.tsx';
import { yieldFigure } from './investment-figures.ts';

/**
 * Area analytics of the property (loaded only once the tab is first opened, docs/product.md#details-tabs): the
 * deprivation of its neighbourhood and the area figures of the details. A failed call is
 * only logged (docs/product.md#messages-and-failures) and its figures hide.
 */
export function AnalyticsTab({ property: p }: { property: PropertyDetails }) {
  const deprivation = useDeprivation(p.postCode, true);
  const d = deprivation.data;
  const averages = useAreaAverages(p.district ?? null);
  const hpiYields = useHpiYields(p.postCode, true);
  const a = averages.data;
  return (
    <Stack gap="md" data-testid="analytics">
      {deprivation.isPending && p.postCode ? (
        <Skeleton height={96} />
      ) : (
        d && <DeprivationFigures deprivation={d} />
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
      {a && (
        <Stack gap={6} data-testid="area-averages">
          <Text fw={700}>Area averages ({a.area})</Text>
          <FigureList
            figures={[
              {
                label: 'Average yield',
                value: a.avg_yield === null ? '-' : `${a.avg_yield.toFixed(2)}%`,
              },
              { label: 'Average asking price', value: formatGBP(a.avg_price) },
              { label: 'Average rent (per month)', value: formatGBP(a.avg_rent) },
              { label: 'Sale listings', value: formatNumber(a.total_listing) },
              ...(a.roomAvg.roomsAvailable > 0
                ? [
                    {
                      label: 'HMO rooms available (average rent)',
                      value: `${formatNumber(a.roomAvg.roomsAvailable)} (${formatGBP(a.roomAvg.avgPrice)})`,
                    },
                  ]
                : []),
            ]}
          />
        </Stack>
      )}
      {hpiYields.data && hpiYields.data.series.length > 0 && (
        <Stack gap={6} data-testid="hpi-yields">
          <Text fw={700}>House prices year on year (last 5 years)</Text>
          <Suspense fallback={<Skeleton height={260} />}>
            <SeriesChart
              series={hpiYields.data.series}
              data={hpiYields.data.data}
              unit="%"
              height={260}
              label={`Year-on-year change (%) of ${HPI_SOURCE_NAMES[hpiYields.data.source ?? 'published']} of the property's local authority${Object.keys(hpiYields.data.data).some((k) => k.includes('local index')) ? ' and the local price index' : ''}, by month`}
            />
          </Suspense>
        </Stack>
      )}
    </Stack>
  );
}

/** The chart library loads with the chart, once the tab opens. */
const SeriesChart = lazy(() =>
  import('../../components/charts/SeriesChart.tsx').then((m) => ({ default: m.SeriesChart })),
);

/**
 * The neighbourhood's deprivation in the IoD's own terms (rank 1 = most deprived): the index
 * (the share of neighbourhoods more deprived, the figure the cards, sort and filter use) and
 * what it means, in core's wording (`deprivationWording`).
 */
export function DeprivationFigures({ deprivation: d }: { deprivation: Deprivation }) {
  const nation = nationOfLsoa(d.lsoaCode);
  const wording =
    d.moreDeprived === null ? null : deprivationWording(d.moreDeprived, nation ?? undefined);
  const colour = TONE_COLOURS[deprivationTone(d.moreDeprived)];
  return (
    <Stack gap={6}>
      <Text fw={700}>Neighbourhood deprivation</Text>
      {wording && (
        <div>
          <Text fw={700} c={colour} data-testid="deprivation-headline">
            {wording.headline}
          </Text>
          <Text size="sm" c="dimmed">
            {wording.detail}
          </Text>
        </div>
      )}
      <FigureList
        figures={[
          {
            label: 'Deprivation index (0 = most deprived)',
            value: d.moreDeprived === null ? '-' : `${d.moreDeprived.toFixed(1)} of 100`,
            tip: 'deprivation',
            colour,
            testId: 'deprivation-index',
          },
          {
            label: 'IMD decile (1 = most deprived)',
            value: d.imdDecile === null ? '-' : `${d.imdDecile} of 10`,
          },
          {
            label: 'IMD rank (1 = most deprived)',
            value:
              d.nationCount === null
                ? formatNumber(d.imdRank)
                : `${formatNumber(d.imdRank)} of ${formatNumber(d.nationCount)}`,
          },
          { label: 'Neighbourhood', value: d.lsoaName ?? d.lsoaCode },
        ]}
      />
      <Text size="xs" c="dimmed">
        Index of Multiple Deprivation {d.vintage ?? ''}: rank 1 is the most deprived neighbourhood{' '}
        {nation ? `in ${nation}` : 'of the nation'}.
      </Text>
    </Stack>
  );
}
