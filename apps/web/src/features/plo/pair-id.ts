/** A pair's id on the map, in its list and in the favourite confirmation: 'saleId-rentId'. */
export const pairId = (ids: { salePropertyId: string; rentPropertyId: string }) =>
  `${ids.salePropertyId}-${ids.rentPropertyId}`;

/** The sale and rental ids of a pair's id ('saleId-rentId'). */
export function pairOf(id: string): { salePropertyId: string; rentPropertyId: string } {
  const [salePropertyId = '', rentPropertyId = ''] = id.split('-');
  return { salePropertyId, rentPropertyId };
}
