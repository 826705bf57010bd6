/**
 * The properties module's public face: what other modules compose. The valuation report's
 * page (`/valuation`, reports module) lists a postcode's sales with their estimate today
 * exactly as the Sales History modal does, and writes sale addresses the same way.
 */
export { valuation, saleAddress } from './properties.service.ts';
