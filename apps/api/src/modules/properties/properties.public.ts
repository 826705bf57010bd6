/**
 * The properties module's public face: what other modules compose. The valuation report's
 * page (`/valuation`, reports module) lists a postcode's sales with their estimate today
 * exactly as the Sales History modal does, and writes sale addresses the same way; the PLO
 * detail (plo module) is the sale listing's details with the pair's.
 */
export { propertyDetails } from './details.service.ts';
export { valuation, saleAddress, postcodeSales } from './properties.service.ts';
// A deal (deals module) shows the listing's events, the estimate's comparables, the nearby
// sales and the deprivation as the details page does.
export { propertyHistory } from './history.service.ts';
export { estimateEvidence } from './estimate-evidence.service.ts';
export { recentSold } from './market.service.ts';
