import { ploDetailsHref, type PloItem } from '@yardstick/core/plo/plo';
import {
  roiShown,
  typeLabel,
  warnedBmvShown,
  yieldShown,
} from '../../components/estimates/figures.ts';
import type { MapListPresenter } from '../../components/map-search/map-list-row.ts';
import { formatGBP } from '../../lib/format.ts';
import { pairId } from './pair-id.ts';

/**
 * The PLO map's list: a PLO item as a row (sale price, monthly rent, gross yield, ROI and BMV
 * as the PLO cards show them, "check" under an implausible yield and its ROI; the postcode,
 * beds, type and the rental's status under the address), linking to the pair's details. The
 * list beside the map is 500 px wide: the beds sort from the sort select.
 */
const bedsText = (beds: number | null) =>
  beds === null ? null : beds === 0 ? 'Studio' : `${beds} bed`;

export const PLO_LIST: MapListPresenter<PloItem> = {
  columns: [
    { header: 'Price', sort: 'list_price' },
    { header: 'Rent pcm' },
    { header: 'Yield' },
    { header: 'ROI', wide: true },
    { header: 'BMV', wide: true },
  ],
  present: (item) => ({
    id: pairId(item),
    href: ploDetailsHref(item),
    title: item.address ?? item.postCode ?? 'Property',
    subtitle: [
      item.postCode,
      bedsText(item.bedrooms),
      typeLabel(item.propertyType, item.propertySubtype),
      item.rentStatus,
    ]
      .filter(Boolean)
      .join(' · '),
    cells: [
      { text: formatGBP(item.salePrice) },
      { text: formatGBP(item.rentPrice) },
      yieldShown(item.grossYield, item.yieldFlag),
      roiShown(item.roi, item.yieldFlag),
      warnedBmvShown(item.avgBmv, item.priceWarnings, item.bmvLowConfidence),
    ],
  }),
};
