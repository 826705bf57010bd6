/**
 * The plo module's public face: what other modules compose. A deal on a PLO pair (deals
 * module) reads the pair's detail, with its paired rent and figures, as the PLO details page.
 */
export { ploDetails, ploList } from './plo.service.ts';
