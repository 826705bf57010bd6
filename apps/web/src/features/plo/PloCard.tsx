import { AspectRatio, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { ploDetailsHref, type PloItem } from '@yardstick/core/plo/plo';
import { YIELD_CHECK_TEXT } from '@yardstick/core/estimates/yield-band';
import { Link } from 'react-router';
import { formatGBP, formatPercent } from '../../lib/format.ts';
import classes from '../../components/estimates/EstimateCard.module.css';
import {
  bmvTone,
  rangeText,
  roiTone,
  signedPercent,
  statusLabel,
  TONE_COLOURS,
  typeLabel,
} from '../../components/estimates/figures.ts';
import {
  CardAddress,
  AgentPhone,
  CardFacts,
  CardImage,
  FavouriteAction,
  FigureTile,
  type FavouriteControl,
} from '../../components/estimates/EstimateCard.tsx';
import { FigureTip } from '../../components/estimates/FigureTip.tsx';
import { rentText, rentVsAreaText, yieldChecked } from './plo-figures.ts';

export interface PloCardProps {
  item: PloItem;
  favourite: Exclude<FavouriteControl, 'sign-in'>;
  onFavourite?: (item: PloItem) => void;
}

/**
 * One PLO item (docs/product.md#plo): the sale's asking price beside the rent its rental lets
 * for, the rental's status, gross yield and ROI from that rent, the sale's estimate and BMV,
 * and the rent against the area median; links to /plo-details.
 */
export function PloCard({ item, favourite, onFavourite }: PloCardProps) {
  const href = ploDetailsHref(item);
  const status = statusLabel(item.status);
  const type = typeLabel(item.propertyType, item.propertySubtype);
  const isFavourite = item.favoriteId !== null;
  const check = yieldChecked(item);
  return (
    <Card withBorder padding={0} radius="md" className={classes.card} data-testid="plo-card">
      <div className={classes.media}>
        <AspectRatio ratio={16 / 10}>
          <Link to={href} tabIndex={-1} aria-hidden>
            <CardImage src={item.mainImage} alt={item.address} />
          </Link>
        </AspectRatio>
        <Group gap={4} className={classes.status}>
          {status && (
            <Badge
              color={item.status === 'sold_stc' ? 'red' : 'orange'}
              variant="filled"
              radius="sm"
            >
              {status}
            </Badge>
          )}
          <Badge
            color={item.rentStatus === 'Let Agreed' ? 'grape' : 'teal'}
            variant="filled"
            radius="sm"
            data-testid="rent-status"
          >
            {item.rentStatus}
          </Badge>
        </Group>
        <div className={classes.favourite}>
          <FavouriteAction
            control={favourite}
            isFavourite={isFavourite}
            onClick={() => onFavourite?.(item)}
          />
        </div>
      </div>

      <Stack gap={8} p="sm" style={{ flex: 1 }}>
        <Group justify="space-between" align="baseline" wrap="nowrap" gap="xs">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Sale price
            </Text>
            <Text fw={800} fz={20} className={classes.price} data-testid="sale-price">
              {formatGBP(item.salePrice)}
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text size="xs" c="dimmed">
              Rent
            </Text>
            <Text fw={800} fz={20} c="teal.8" className={classes.price} data-testid="rent-price">
              {rentText(item.rentPrice)}
            </Text>
          </Stack>
        </Group>
        <Text size="sm" c="dimmed" className={classes.price}>
          Estimate{' '}
          <Text span fw={600} c="var(--mantine-color-text)">
            {rangeText(item.range1Price, item.range2Price)}
          </Text>
        </Text>
        <SimpleGrid cols={3} spacing={6}>
          <FigureTip id="rent" block note={check ? YIELD_CHECK_TEXT : undefined}>
            <FigureTile
              label="Gross yield"
              value={formatPercent(item.grossYield)}
              colour={check ? 'orange' : 'gray'}
              testId="yield"
              flag={check ? 'check' : undefined}
            />
          </FigureTip>
          <FigureTip id="roi" block note={check ? YIELD_CHECK_TEXT : undefined}>
            <FigureTile
              label="ROI"
              value={signedPercent(item.roi)}
              colour={check ? 'orange' : TONE_COLOURS[roiTone(item.roi)]}
              testId="roi"
              flag={check ? 'check' : undefined}
            />
          </FigureTip>
          <FigureTile
            label="BMV"
            value={signedPercent(item.avgBmv)}
            colour={TONE_COLOURS[bmvTone(item.avgBmv)]}
            testId="bmv"
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed" data-testid="rent-vs-area">
          Rent {rentVsAreaText(item.rentVsAreaPct)}
          {item.areaMedianRent !== null && ` (${rentText(item.areaMedianRent)})`}
        </Text>
        <CardAddress href={href} card={item} />
        <CardFacts bedrooms={item.bedrooms} type={type}>
          {item.rentalDemand && <Text size="sm">Demand {item.rentalDemand}</Text>}
        </CardFacts>
        <AgentPhone phone={item.agentContactPhone} />
      </Stack>
    </Card>
  );
}
