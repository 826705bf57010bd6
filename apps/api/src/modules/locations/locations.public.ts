/**
 * The locations module's public face: the only file of modules/locations that other
 * modules import (lint rule in eslint.config.js). The search resolves place codes and names
 * of its filter to postcode districts with placeDistricts; the deal pack places a property
 * and the nearby sales at their postcodes' centroids with postcodeCentroids.
 */
export { placeDistricts, postcodeCentroids } from './locations.service.ts';
