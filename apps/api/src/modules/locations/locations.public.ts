/**
 * The locations module's public face: the only file of modules/locations that other
 * modules import (lint rule in eslint.config.js). The search resolves place codes and names
 * of its filter to postcode districts with placeDistricts.
 */
export { placeDistricts } from './locations.service.ts';
