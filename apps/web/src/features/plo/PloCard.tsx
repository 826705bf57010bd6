import { AspectRatio, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { ploDetailsHref, type PloItem } from '@yardstick/core/plo/plo';
import { Link } from 'react-router';
import classes from '../../components/estimates/EstimateCard.module.css';
import {
  AgentPhone,
  CardAddress,
  CardFacts,
  CardImage,
  FavouriteAction,
  EstimateFigure,
  InvestmentTiles,
  type FavouriteControl,
} from '../../components/estimates/EstimateCard.tsx';
import { statusLabel, typeLabel } from '../../components/estimates/figures.ts';
import { PriceWarningBadges } from '../../components/estimates/PriceWarningBadges.tsx';
import { formatGBP } from '../../lib/format.ts';
import { rentText, rentVsAreaText } from './plo-figures.ts';
import { RentStatusBadge } from './RentStatusBadge.tsx';

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
          <RentStatusBadge status={item.rentStatus} />
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
        <EstimateFigure estimate={item} />
        <InvestmentTiles
          bmv={item.avgBmv}
          roi={item.roi}
          grossYield={item.grossYield}
          yieldFlag={item.yieldFlag}
          priceWarnings={item.priceWarnings}
          bmvLowConfidence={item.bmvLowConfidence === true}
          yieldFirst
        />
        <PriceWarningBadges warnings={item.priceWarnings} size="xs" />
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
