import { Badge, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PloDetail } from '@yardstick/core/plo/plo';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { addressLine } from '../../components/estimates/EstimateCard.tsx';
import {
  bmvDisplay,
  rangeText,
  roiShown,
  statusLabel,
  typeLabel,
  warnedBmvShown,
  yieldShown,
  type ShownFigure,
} from '../../components/estimates/figures.ts';
import { PriceWarningBadges } from '../../components/estimates/PriceWarningBadges.tsx';
import { DetailsAnswer } from '../../components/property/DetailsAnswer.tsx';
import { DescriptionTab } from '../../components/property/DescriptionTab.tsx';
import { DetailsLayout } from '../../components/property/DetailsLayout.tsx';
import { floorPlanTab, type DetailsTab } from '../../components/property/DetailsTabsCard.tsx';
import { FigureList, shownFigure } from '../../components/property/FigureList.tsx';
import { hpiValuation } from '../../components/property/figures.ts';
import { HeaderActions } from '../../components/property/HeaderActions.tsx';
import { StatedIncomeNote } from '../../components/property/StatedIncomeNote.tsx';
import classes from '../../components/property/PropertyDetails.module.css';
import { useImageFailureReload } from '../../components/property/use-image-failure-reload.ts';
import { formatDate, formatGBP, formatNumber } from '../../lib/format.ts';
import { usePloDetails } from './api/get-plo-details.ts';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs.tsx';
import { rentText, rentVsAreaFigure, rentVsAreaText } from './plo-figures.ts';
import { PloSimilarSection } from './PloSimilarSection.tsx';
import { RentStatusBadge } from './RentStatusBadge.tsx';

/** A figure beside the prices, in its tone's colour, 'check' when flagged. */
function ShownBadge({ label, figure }: { label: string; figure: ShownFigure }) {
  return (
    <Badge size="lg" radius="sm" variant="light" color={figure.colour}>
      {label} {figure.text}
      {figure.flag ? ` · ${figure.flag}` : ''}
    </Badge>
  );
}

function PloFigures({ p }: { p: PloDetail }) {
  const valuation = hpiValuation(p.totalFloorArea, p.hpiPPSM);
  return (
    <FigureList
      figures={[
        { label: 'Sale price', value: formatGBP(p.salePrice) },
        { label: 'Rent', value: rentText(p.rentPrice) },
        shownFigure('Gross yield', yieldShown(p.grossYield, p.yieldFlag), 'rent', 'plo-yield'),
        shownFigure('ROI (calculator defaults)', roiShown(p.roi, p.yieldFlag), 'roi', 'plo-roi'),
        { label: 'Estimate', value: formatGBP(p.estimatedPrice), testId: 'plo-estimate' },
        { label: 'Estimated range', value: rangeText(p.range1Price, p.range2Price) },
        {
          ...shownFigure('BMV', warnedBmvShown(p.avgBmv, p.priceWarnings, p.bmvLowConfidence)),
          tip: 'bmv',
          note: bmvDisplay(p.avgBmv, p.priceWarnings, p.bmvLowConfidence).note,
          testId: 'plo-bmv',
        },
        {
          label: 'Area median rent (same beds)',
          value: rentText(p.areaMedianRent),
        },
        { label: 'Rent against the area', value: rentVsAreaFigure(p.rentVsAreaPct) },
        {
          label: 'HPI valuation',
          value: valuation === null ? '-' : formatGBP(valuation),
          testId: 'hpi-valuation',
        },
        {
          label: 'Floor area',
          value: p.totalFloorArea === null ? '-' : `${formatNumber(p.totalFloorArea)} m²`,
        },
        { label: 'Property type', value: typeLabel(p.propertyType, p.propertySubType) ?? '-' },
        { label: 'Bedrooms', value: p.bedrooms === null ? '-' : String(p.bedrooms) },
        { label: 'Rental listed', value: formatDate(p.rentAddedOn) },
        { label: 'Sale listed', value: formatDate(p.addedOn ?? p.updatedOn) },
      ]}
    />
  );
}

/** The summary beside the pictures: both statuses, sale price and rent, the pair's figures. */
function PloSummary({ p, onSalesHistory }: { p: PloDetail; onSalesHistory: () => void }) {
  const status = statusLabel(p.status) ?? 'Available';
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge
          color={p.status === 'available' ? 'teal' : 'orange'}
          variant="filled"
          radius="sm"
          data-testid="sale-status"
        >
          For sale: {status}
        </Badge>
        <RentStatusBadge status={p.rentStatus} prefix="Rental: " />
      </Group>
      <Title order={1} fz={{ base: 22, md: 26 }} lh={1.25}>
        {addressLine(p)}
      </Title>
      <Group gap="xl" align="flex-end" style={{ rowGap: 4 }}>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            Sale price
          </Text>
          <Text
            fz={{ base: 28, md: 32 }}
            fw={800}
            className={classes.price}
            data-testid="plo-sale-price"
          >
            {formatGBP(p.salePrice)}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            Rent
          </Text>
          <Text
            fz={{ base: 28, md: 32 }}
            fw={800}
            c="teal.8"
            className={classes.price}
            data-testid="plo-rent-price"
          >
            {rentText(p.rentPrice)}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs">
        <ShownBadge label="Gross yield" figure={yieldShown(p.grossYield, p.yieldFlag)} />
        <ShownBadge label="ROI" figure={roiShown(p.roi, p.yieldFlag)} />
        <ShownBadge
          label="BMV"
          figure={warnedBmvShown(p.avgBmv, p.priceWarnings, p.bmvLowConfidence)}
        />
        <PriceWarningBadges warnings={p.priceWarnings} size="lg" />
      </Group>
      <Text size="sm" c="dimmed">
        Estimate{' '}
        <Text span fw={700} c="var(--mantine-color-text)" data-testid="plo-details-estimate">
          {formatGBP(p.estimatedPrice)}
        </Text>{' '}
        (range {rangeText(p.range1Price, p.range2Price)}) · rent {rentVsAreaText(p.rentVsAreaPct)}
      </Text>
      <StatedIncomeNote income={p.statedIncome} rent={p.rentPrice} />
      <HeaderActions
        property={p}
        title={addressLine(p)}
        onSalesHistory={onSalesHistory}
        rentPropertyId={p.ploId.rentPropertyId}
      />
      <Text size="xs" c="dimmed">
        {p.salePropertyUrl && (
          <a href={p.salePropertyUrl} target="_blank" rel="noreferrer noopener">
            Sale listing
          </a>
        )}
        {p.salePropertyUrl && p.rentPropertyUrl && ' · '}
        {p.rentPropertyUrl && (
          <a href={p.rentPropertyUrl} target="_blank" rel="noreferrer noopener">
            Rental listing
          </a>
        )}
      </Text>
    </Stack>
  );
}

function PloView({ p }: { p: PloDetail }) {
  const rentId = p.ploId.rentPropertyId;
  const [expandedBy, setExpandedBy] = useState(0);
  const onImageError = useImageFailureReload(p.propertyId, {
    rentPropertyId: rentId,
    onReloaded: () => setExpandedBy((n) => n + 1),
  });
  const tabs: DetailsTab[] = [
    {
      value: 'description',
      label: 'Description',
      panel: <DescriptionTab property={p} rentPropertyId={rentId} expandedBy={expandedBy} />,
    },
    { value: 'details', label: 'Details', panel: <PloFigures p={p} /> },
    floorPlanTab(p, onImageError),
  ];
  return (
    <DetailsLayout
      property={p}
      onImageError={onImageError}
      summary={(openSalesHistory) => <PloSummary p={p} onSalesHistory={openSalesHistory} />}
      tabs={tabs}
      agentMoreInfoHref={p.salePropertyUrl ?? p.rentPropertyUrl}
      rentals={Boolean(p.ploId.salePropertyId)}
      excludeRentalId={rentId}
      similar={<PloSimilarSection pair={p} />}
    />
  );
}

const PLO_SEARCH = { to: '/plo', label: 'Back to the PLO properties' };

/**
 * /plo-details?saleId&rentId: a PLO pair (docs/product.md#plo): the sale's pictures,
 * sale price and rent, both statuses, the pair's figures, tabs Description / Details / Floor
 * Plan, the facilities map and nearby lists, agent, rentals (the pair's own left out), recent
 * sales and similar properties (PLO pairs first). A pair that is gone shows the warning.
 */
export function PloDetailsPage() {
  const [params] = useSearchParams();
  const saleId = params.get('saleId');
  const rentId = params.get('rentId');
  const details = usePloDetails(saleId, rentId);

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <PageBreadcrumbs trail={[{ label: 'PLO', to: '/plo' }, { label: 'PLO details' }]} />
        <DetailsAnswer
          notChosen={!saleId || !rentId ? 'No PLO property was chosen' : undefined}
          back={PLO_SEARCH}
          query={details}
          skeleton={<Skeleton height={420} radius="md" aria-label="Loading the property" />}
        >
          {(p) => <PloView key={`${saleId}-${rentId}`} p={p} />}
        </DetailsAnswer>
      </Stack>
    </Container>
  );
}
