import { Alert, Group, Stack, Text } from '@mantine/core';
import type { AnalyseResult } from '@yardstick/core/analyse/analyse-schema';
import { yieldFlag } from '@yardstick/core/estimates/yield-band';
import { deprivationWording } from '@yardstick/core/property/deprivation';
import {
  estimateParts,
  roiShown,
  signedPercent,
  bmvDisplay,
  yieldShown,
} from '../../components/estimates/figures.ts';
import { AddToDealsButton } from '../../components/deals/AddToDealsButton.tsx';
import { PriceWarningBadges } from '../../components/estimates/PriceWarningBadges.tsx';
import { EstimateEvidenceView } from '../../components/property/EstimateEvidenceView.tsx';
import { FigureList, shownFigure, type Figure } from '../../components/property/FigureList.tsx';
import { RentEvidenceSection } from '../../components/property/RentEvidenceSection.tsx';
import { Section } from '../../components/property/Section.tsx';
import { distanceText } from '../../components/property/figures.ts';
import { formatGBP, formatMonth, formatNumber, formatPercent } from '../../lib/format.ts';

/**
 * The analysis laid out as the property details lay out a listing's figures: the estimate
 * with how it was made, the rent with the rentals used, the yield and ROI, stamp duty, the
 * area and the price warnings.
 */
export function AnalyseResults({ result: r }: { result: AnalyseResult }) {
  const parts = estimateParts({
    estimatedPrice: r.estimate.point,
    range1Price: r.estimate.low,
    range2Price: r.estimate.high,
    estimateConfidence: r.estimate.confidence,
  });
  const flag = yieldFlag(r.grossYield);
  const warnings = r.priceWarnings.map((w) => ({ code: w.code, label: w.label }));
  const shownBmv = bmvDisplay(r.estimate.bmv, warnings, r.estimate.bmvCheck);
  const bmv = shownBmv.figure;
  const single = r.roi.singleLet;
  const hmo = r.roi.hmo;
  const estimateFigures: Figure[] = [
    { label: 'Estimate', value: parts.point, tip: 'estimate', testId: 'analyse-estimate' },
    { label: 'Range', value: parts.range || '-', tip: 'confidence', testId: 'analyse-range' },
    {
      label: 'Comparables',
      value: r.estimate.comparables === null ? '-' : formatNumber(r.estimate.comparables),
    },
    {
      label: 'BMV',
      value: bmv.flag ? `${bmv.text} · ${bmv.flag}` : bmv.text,
      colour: bmv.colour,
      tip: warnings.length > 0 ? 'price-warnings' : 'bmv',
      note: shownBmv.note,
      testId: 'analyse-bmv',
    },
    { label: 'Asking price', value: formatGBP(r.input.askingPrice) },
  ];
  const moneyFigures: Figure[] = [
    {
      label: r.rent.given !== null ? 'Rent (given)' : 'Rent estimate',
      value: r.rent.monthly === null ? '-' : `${formatGBP(r.rent.monthly)} pcm`,
      tip: 'rent',
      testId: 'analyse-rent',
    },
    {
      ...shownFigure('Gross yield', yieldShown(r.grossYield, flag), 'rent', 'analyse-yield'),
      tip: 'rent',
    },
    shownFigure(
      'ROI single let',
      roiShown(single?.finalRoi ?? null, flag),
      'roi',
      'analyse-roi-single',
    ),
    shownFigure('ROI HMO', roiShown(hmo?.finalRoi ?? null, flag), 'roi-hmo', 'analyse-roi-hmo'),
    {
      label: 'Cash flow single let',
      value: single ? `${formatGBP(single.monthlyCashflow)} a month` : '-',
    },
    {
      label: `Stamp duty (${r.stampDuty.taxName})`,
      value: formatGBP(r.stampDuty.tax),
      tip: 'stamp-duty',
      testId: 'analyse-stamp-duty',
    },
  ];
  const dep = r.area.deprivation;
  const areaFigures: Figure[] = [
    {
      label: 'Crimes within 500 m (12 months)',
      tip: 'crime',
      value: r.area.crimeRate === null ? '-' : formatNumber(r.area.crimeRate),
    },
    {
      label: 'Deprivation',
      value: dep && dep.moreDeprived !== null ? deprivationWording(dep.moreDeprived).headline : '-',
      tip: 'deprivation',
    },
    {
      label: 'Nearest school',
      value: r.area.nearestSchoolName
        ? `${r.area.nearestSchoolName} · ${distanceText(r.area.nearestSchoolDistanceMts)}`
        : '-',
    },
    {
      label: 'Nearest station',
      value: r.area.nearestRailwayStationName
        ? `${r.area.nearestRailwayStationName} · ${distanceText(r.area.nearestRailwayStationDistanceMts)}`
        : '-',
    },
    {
      label: 'Nearest bus stop',
      value: r.area.nearestBusStopName
        ? `${r.area.nearestBusStopName} · ${distanceText(r.area.nearestBusStopDistanceMts)}`
        : '-',
    },
    {
      label: r.area.hpi ? `House prices, ${r.area.hpi.name}` : 'House prices',
      value: r.area.hpi
        ? `${signedPercent(r.area.hpi.oneYear)} a year · ${signedPercent(r.area.hpi.fiveYears)} in 5 years`
        : '-',
      testId: 'analyse-hpi',
    },
    { label: 'Rental demand', value: r.area.rentalDemand ?? '-', tip: 'rental-demand' },
  ];
  return (
    <Stack gap="md" data-testid="analyse-results">
      <Section
        title="Estimate"
        testId="analyse-estimate-section"
        actions={
          <Group gap="xs" data-testid="analyse-actions">
            <AddToDealsButton
              key={JSON.stringify(r.input)}
              target={{ analysis: r.input }}
              label="Save as deal"
              size="xs"
            />
          </Group>
        }
      >
        <Text size="sm" c="dimmed">
          {r.input.address ? `${r.input.address}, ` : ''}
          {r.location.postCode}
          {r.listingId ? ' · valued as its sale listing, with the inputs given' : ''}
          {r.asOf ? ` · evidence to ${formatMonth(r.asOf)}` : ''}
        </Text>
        {r.estimate.point === null && (
          <Alert color="yellow" variant="light">
            Not estimated: too few sales of its kind nearby to value it.
          </Alert>
        )}
        <PriceWarningBadges warnings={warnings} />
        <FigureList figures={estimateFigures} />
        {r.estimate.evidence && (
          <EstimateEvidenceView
            data={r.estimate.evidence}
            listingFloorArea={r.input.floorArea ?? null}
          />
        )}
      </Section>
      <Section title="Rent, yield and ROI" testId="analyse-money-section">
        <FigureList figures={moneyFigures} />
        <Text size="xs" c="dimmed">
          ROI with the calculator&apos;s defaults: {single?.roiDownpaymentPercentage ?? 25}%
          deposit, {single?.roiMortgageRate ?? 5.5}% interest, {formatGBP(single?.roiLegalCosts)}{' '}
          legal costs; stamp duty as{' '}
          {r.stampDuty.buyer === 'additional'
            ? 'an additional property'
            : r.stampDuty.buyer === 'main'
              ? 'a main residence'
              : 'a first-time buyer'}{' '}
          ({formatPercent(r.stampDuty.effectiveRate)} of the price).
        </Text>
      </Section>
      <RentEvidenceSection evidence={r.rent.evidence} loading={false} failed={false} />
      <Section title="Area" testId="analyse-area-section">
        <FigureList figures={areaFigures} />
      </Section>
    </Stack>
  );
}
