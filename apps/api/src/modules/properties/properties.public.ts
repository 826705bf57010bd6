/**
 * The properties module's public face: what other modules compose. The valuation report's
 * page (`/valuation`, reports module) lists a postcode's sales with their estimate today
 * exactly as the Sales History modal does, and writes sale addresses the same way; the PLO
 * detail (plo module) is the sale listing's details with the pair's.
 */
export { propertyDetails } from './details.service.ts';
export { valuation, saleAddress, postcodeSales } from './properties.service.ts';
// Analyse any property (analyse module): the analysed property's estimate and rent are
// explained as a listing's are.
export { estimateEvidence } from './estimate-evidence.service.ts';
export { rentEvidence } from './rent-evidence.service.ts';
export { deprivation } from './nearby.service.ts';
// A deal (deals module) shows the listing's events and the nearby sales as the details page
// does (and the estimate's comparables, above).
export { propertyHistory } from './history.service.ts';
export { recentSold } from './market.service.ts';
