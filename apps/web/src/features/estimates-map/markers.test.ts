import { describe, expect, it } from 'vitest';
import { fromMapMarker, fromMarkerArray } from './markers.ts';

describe('markers of both calls', () => {
  it('reads the array form in the documented index order', () => {
    expect(
      fromMarkerArray([
        '1 High St, RG1 1AA',
        51.45,
        -0.97,
        '42',
        6.1,
        -3.2,
        250000,
        'T',
        242000,
        true,
        ['tenanted'],
      ]),
    ).toEqual({
      id: '42',
      lat: 51.45,
      lng: -0.97,
      title: '1 High St, RG1 1AA',
      roi: 6.1,
      bmv: -3.2,
      estimate: 250000,
      type: 'T',
      price: 242000,
      bmvCheck: true,
      priceWarnings: [{ code: 'tenanted', label: 'Tenanted' }],
    });
  });

  it("reads the search-index form's 'lat,lng' location", () => {
    const item = fromMapMarker({
      postCode: 'RG1 1AA',
      location: '51.45,-0.97',
      avgPrice: 250000,
      estimatedPrice: 250000,
      roi: 6.1,
      bmv: -3.2,
      propertyType: 'F',
      plotArea: null,
      propertyId: '42',
      priceVariation: null,
      favoriteId: null,
      listPrice: 245000,
      bmvLowConfidence: true,
      priceWarnings: [],
    });
    expect(item).toMatchObject({
      id: '42',
      lat: 51.45,
      lng: -0.97,
      title: 'RG1 1AA',
      estimate: 250000,
      price: 245000,
      bmvCheck: true,
      priceWarnings: [],
    });
  });
});
