import { ploDetailsHref, type PloItem } from '@yardstick/core/plo/plo';
import { bmvShown, roiShown, typeLabel, yieldShown } from '../../components/estimates/figures.ts';
import type { MapListPresenter } from '../../components/map-search/map-list-row.ts';
import { formatGBP } from '../../lib/format.ts';
import { pairId } from './pair-id.ts';
import { rentText } from './plo-figures.ts';

/**
 * The PLO map's list: a PLO item as a row (beds, sale price, rent, gross yield, ROI and BMV as
 * the PLO cards show them, "check" under an implausible yield and its ROI; the postcode, type
 * and the rental's status under the address), linking to the pair's details.
 */
export const PLO_LIST: MapListPresenter<PloItem> = {
  columns: [
    { header: 'Beds', sort: 'bedrooms', wide: true },
    { header: 'Price', sort: 'list_price' },
    { header: 'Rent' },
    { header: 'Yield' },
    { header: 'ROI', wide: true },
    { header: 'BMV', wide: true },
  ],
  present: (item) => ({
    id: pairId(item),
    href: ploDetailsHref(item),
    title: item.address ?? item.postCode ?? 'Property',
    subtitle: [item.postCode, typeLabel(item.propertyType, item.propertySubtype), item.rentStatus]
      .filter(Boolean)
      .join(' · '),
    cells: [
      { text: item.bedrooms === null ? '-' : String(item.bedrooms) },
      { text: formatGBP(item.salePrice) },
      { text: rentText(item.rentPrice) },
      yieldShown(item.grossYield, item.yieldFlag),
      roiShown(item.roi, item.yieldFlag),
      bmvShown(item.avgBmv),
    ],
  }),
};
