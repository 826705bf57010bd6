import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconBed, IconHome, IconRuler2 } from '@tabler/icons-react';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { addressLine } from '../../components/estimates/EstimateCard.tsx';
import { FigureTip } from '../../components/estimates/FigureTip.tsx';
import { PriceWarningBadges } from '../../components/estimates/PriceWarningBadges.tsx';
import {
  bmvDisplay,
  priceChange,
  roiTone,
  signedPercent,
  statusLabel,
  TONE_COLOURS,
  typeLabel,
} from '../../components/estimates/figures.ts';
import { formatDate, formatGBP, formatNumber } from '../../lib/format.ts';
import { EstimateLine } from './EstimateLine.tsx';
import { HeaderActions } from '../../components/property/HeaderActions.tsx';
import { StatedIncomeNote } from '../../components/property/StatedIncomeNote.tsx';
import classes from '../../components/property/PropertyDetails.module.css';

export interface PropertyHeaderProps {
  property: PropertyDetails;
  onSalesHistory: () => void;
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/**
 * The summary beside the pictures, drawn from the details call alone
 * (docs/product.md#details-header): list price, estimated range with its confidence, address, status, rental demand, BMV and ROI, and the
 * Save, Share, Refresh and Sales History actions.
 */
export function PropertyHeader({ property: p, onSalesHistory }: PropertyHeaderProps) {
  const address = addressLine(p);
  const status = statusLabel(p.status) ?? 'Available';
  const type = typeLabel(p.propertyType, p.propertySubType);
  const change = priceChange(p.priceVariation);
  const bmv = bmvDisplay(p.avgBmv, p.priceWarnings, p.bmvLowConfidence);

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color={p.status === 'available' ? 'teal' : 'orange'} variant="filled" radius="sm">
          {status}
        </Badge>
        {p.rentalDemand && (
          <FigureTip id="rental-demand">
            <Badge variant="light" color="gray" radius="sm">
              Rental demand: {p.rentalDemand}
            </Badge>
          </FigureTip>
        )}
      </Group>
      <Title order={1} fz={{ base: 22, md: 26 }} lh={1.25}>
        {address}
      </Title>
      <Group gap="sm" align="baseline">
        <Text
          fz={{ base: 30, md: 36 }}
          fw={800}
          className={classes.price}
          data-testid="details-price"
        >
          {formatGBP(p.listPrice)}
        </Text>
        {change.direction !== 'none' && (
          <Text size="sm" fw={600} c={TONE_COLOURS[change.tone]}>
            {change.text}
          </Text>
        )}
      </Group>
      {p.residential ? (
        <EstimateLine property={p} />
      ) : (
        <FigureTip id="not-estimated">
          <Text size="md" c="dimmed">
            <Text span fw={700} c="var(--mantine-color-text)" data-testid="details-estimate">
              Not estimated
            </Text>
            : commercial, mixed-use, land and parking are not valued on home sales and rents
          </Text>
        </FigureTip>
      )}
      {p.residential ? (
        <Group gap="xs">
          <FigureTip id="bmv" note={bmv.note}>
            <Badge
              size="lg"
              radius="sm"
              variant="light"
              color={bmv.figure.colour}
              data-testid="details-bmv"
            >
              BMV {bmv.figure.text}
              {bmv.figure.flag ? ` · ${bmv.figure.flag}` : ''}
            </Badge>
          </FigureTip>
          <Badge
            component={Link}
            to={`/roi?propertyId=${encodeURIComponent(p.propertyId)}`}
            size="lg"
            radius="sm"
            variant="light"
            color={p.yieldFlag === true ? 'orange' : TONE_COLOURS[roiTone(p.roi)]}
            style={{ cursor: 'pointer' }}
            aria-label={`ROI ${signedPercent(p.roi)}${p.yieldFlag === true ? ' (check)' : ''}: open the ROI calculator`}
            data-testid="details-roi"
          >
            ROI {signedPercent(p.roi)}
            {p.yieldFlag === true ? ' · check' : ''}
          </Badge>
        </Group>
      ) : null}
      {p.residential && p.priceWarnings.length > 0 ? (
        <Group gap="xs" data-testid="details-price-warnings">
          <PriceWarningBadges warnings={p.priceWarnings} size="lg" />
        </Group>
      ) : null}
      {p.residential ? null : (
        <Group gap="xs">
          <FigureTip id="not-estimated">
            <Badge size="lg" radius="sm" variant="light" color="gray" data-testid="not-estimated">
              No BMV, ROI or yield
            </Badge>
          </FigureTip>
        </Group>
      )}
      <StatedIncomeNote income={p.statedIncome} rent={p.residential ? p.rentEstimate : null} />
      <Group gap="md">
        <Fact icon={<IconBed size={16} aria-hidden />}>
          {p.bedrooms === null ? '-' : p.bedrooms === 0 ? 'Studio' : `${p.bedrooms} bed`}
        </Fact>
        {type && <Fact icon={<IconHome size={16} aria-hidden />}>{type}</Fact>}
        {p.totalFloorArea !== null && (
          <Fact icon={<IconRuler2 size={16} aria-hidden />}>
            {formatNumber(p.totalFloorArea)} m²
          </Fact>
        )}
        <Text size="sm" c="dimmed">
          Added {formatDate(p.addedOn ?? p.updatedOn)} · Updated {formatDate(p.updatedOn)}
        </Text>
      </Group>
      <HeaderActions property={p} title={address} onSalesHistory={onSalesHistory} />
      {p.propertyUrl && (
        <Text size="xs" c="dimmed">
          Listed at{' '}
          <a href={p.propertyUrl} target="_blank" rel="noreferrer noopener">
            the agent’s page
          </a>
        </Text>
      )}
    </Stack>
  );
}
