import type { PloDetail } from '@yardstick/core/plo/plo';
import { MAX_SIMILAR } from '@yardstick/core/property/similar';
import { EstimateGrid } from '../../components/estimates/EstimateGrid.tsx';
import { useSimilar } from '../../components/property/api/nearby-lists.ts';
import { SimilarFrame } from '../../components/property/SimilarSection.tsx';
import { usePloSimilar } from './api/get-plo-similar.ts';
import { pairId } from './pair-id.ts';
import { PloCard } from './PloCard.tsx';
import { usePloFavourite } from './PloGrid.tsx';

/** The badge on a similar card that has no rental paired: it opens an ordinary details page. */
export const SALE_ONLY = 'Sale listing only';

/**
 * The PLO details page's SIMILAR PROPERTIES (docs/product.md#plo): the nearest PLO pairs of its
 * type first, each opening its PLO details page; when there are fewer than 12, the nearest sale
 * listings fill the row, each marked 'Sale listing only'. Hidden when neither call answers.
 */
export function PloSimilarSection({ pair }: { pair: PloDetail }) {
  const plo = usePloSimilar(pair);
  const sales = useSimilar(pair);
  const { onFavourite } = usePloFavourite('add');
  const pairs = plo.data ?? [];
  const paired = new Set(pairs.map((p) => p.salePropertyId));
  const fill = (sales.data ?? [])
    .filter((card) => !paired.has(card.propertyId))
    .slice(0, Math.max(0, MAX_SIMILAR - pairs.length));
  const loading = plo.isPending || sales.isPending;
  if (!loading && pairs.length === 0 && fill.length === 0) return null;
  return (
    <SimilarFrame loading={loading}>
      <EstimateGrid
        cards={fill}
        favourite="add"
        layout="carousel"
        label="Similar properties"
        tag={SALE_ONLY}
        lead={pairs.map((item) => (
          <PloCard key={pairId(item)} item={item} favourite="add" onFavourite={onFavourite} />
        ))}
      />
    </SimilarFrame>
  );
}
