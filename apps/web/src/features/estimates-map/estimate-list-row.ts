import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import { detailsHref } from '../../components/estimates/EstimateCard.tsx';
import { roiShown, typeLabel, warnedBmvShown } from '../../components/estimates/figures.ts';
import type { MapListPresenter } from '../../components/map-search/map-list-row.ts';
import { formatGBP } from '../../lib/format.ts';

/**
 * The estimates maps' list: an estimate card as a row (beds, asking price, BMV and ROI; the
 * postcode, type and the point estimate under the address), linking to its details.
 */
export const ESTIMATE_LIST: MapListPresenter<EstimateCard> = {
  columns: [
    { header: 'Beds', sort: 'bedrooms', wide: true },
    { header: 'Price', sort: 'list_price' },
    { header: 'BMV', sort: 'avg_bmv' },
    { header: 'ROI', sort: 'roi' },
  ],
  present: (card) => ({
    id: card.propertyId,
    href: detailsHref(card),
    title: card.address ?? card.postCode ?? 'Property',
    subtitle: [
      card.postCode,
      typeLabel(card.propertyType, card.propertySubType),
      // The point estimate, which the BMV beside it is measured against (as the info window).
      card.estimatedPrice !== null ? `Est ${formatGBP(card.estimatedPrice)}` : null,
    ]
      .filter(Boolean)
      .join(' · '),
    cells: [
      { text: card.bedrooms === null ? '-' : String(card.bedrooms) },
      { text: formatGBP(card.listPrice) },
      warnedBmvShown(card.avgBmv, card.priceWarnings, card.bmvLowConfidence),
      roiShown(card.roi, null),
    ],
  }),
};
