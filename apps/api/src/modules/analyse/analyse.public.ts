/**
 * The analyse module's public face: what other modules compose. A deal on an analysed
 * property (deals module) keeps the analysis of the day it was added and runs it again for
 * today's figures.
 */
export { analyse } from './analyse.service.ts';
