import { SimpleGrid } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { EstimateCard as Card } from '@yardstick/core/search/estimate-card';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useViewer } from '../session/use-viewer.ts';
import { CardCarousel } from './CardCarousel.tsx';
import { valuationQueryOptions } from './api/get-valuation.ts';
import { EstimateCard } from './EstimateCard.tsx';
import { PriceHistoryModal } from './PriceHistoryModal.tsx';
import { useFavouriteConfirm } from './use-favourite-confirm.tsx';
import { ValuationModal } from './ValuationModal.tsx';

/** The valuation modal opens this long after the click (docs/product.md#sales-history). */
export const VALUATION_DELAY_MS = 500;

export interface EstimateGridProps {
  cards: readonly Card[];
  /**
   * 'add' on the estimates grids and the home page; 'remove' on the favourites lists
   * (docs/product.md#removing-a-favourite), with `onRemove`.
   */
  favourite: 'add' | 'remove';
  onRemove?: (card: Card) => void;
  /** A grid (default) or a carousel row (the home page's featured properties). */
  layout?: 'grid' | 'carousel';
  /** The carousel's accessible name. */
  label?: string;
  /** A word on every card's picture (EstimateCard's `tag`). */
  tag?: string;
  /** Other cards placed before these in the same grid or carousel (the PLO page's pairs). */
  lead?: readonly ReactNode[];
}

/**
 * Estimate cards in a responsive grid, with the modals they open: sales history (after the
 * 500 ms delay of docs/product.md#sales-history; the data is fetched meanwhile), price history, and the add-to-watch-
 * list confirmation. A visitor's heart leads to sign-in and back.
 */
export function EstimateGrid({
  cards,
  favourite,
  onRemove,
  layout = 'grid',
  label = 'Properties',
  tag,
  lead = [],
}: EstimateGridProps) {
  const client = useQueryClient();
  const viewer = useViewer();
  const location = useLocation();
  const confirmAdd = useFavouriteConfirm();
  const [valuationPostCode, setValuationPostCode] = useState<string | null>(null);
  const [priceCard, setPriceCard] = useState<Card | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function openSalesHistory(card: Card) {
    const postCode = card.postCode;
    if (!postCode) return;
    void client.prefetchQuery(valuationQueryOptions(postCode));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setValuationPostCode(postCode), VALUATION_DELAY_MS);
  }

  const signIn = `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;
  const visitor = viewer.known && !viewer.signedIn;
  const control = favourite === 'add' && visitor ? 'sign-in' : favourite;
  const own = cards.map((card) => (
    <EstimateCard
      key={card.favoriteId && favourite === 'remove' ? `f${card.favoriteId}` : card.propertyId}
      card={card}
      favourite={control}
      signInHref={signIn}
      onFavourite={favourite === 'remove' ? onRemove : confirmAdd}
      onSalesHistory={visitor ? undefined : openSalesHistory}
      onPriceHistory={visitor ? undefined : setPriceCard}
      tag={tag}
    />
  ));
  const items = [...lead, ...own];

  return (
    <>
      {layout === 'carousel' ? (
        <CardCarousel label={label}>{items}</CardCarousel>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" verticalSpacing="md">
          {items}
        </SimpleGrid>
      )}
      <ValuationModal postCode={valuationPostCode} onClose={() => setValuationPostCode(null)} />
      <PriceHistoryModal card={priceCard} onClose={() => setPriceCard(null)} />
    </>
  );
}
