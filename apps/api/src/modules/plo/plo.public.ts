/**
 * The PLO module's public face (docs/architecture.md "Modules"): the favourites module lists
 * a user's PLO favourites through ploPage, and the property data calls answer the PLO detail
 * with the same area median rents.
 */
export { areaRentOf, areaRentsOf, favouritePloPage } from './plo.service.ts';
