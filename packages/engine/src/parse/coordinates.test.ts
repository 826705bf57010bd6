import { describe, expect, it } from 'vitest';
import { parseStrictUkLatLng, parseUkLatLng } from './coordinates.ts';

describe('coordinates', () => {
  it('reads UK locations and treats the ONS placeholder as unknown', () => {
    expect(parseUkLatLng('51.516595', '-0.129279')).toEqual({ lat: 51.516595, lng: -0.129279 });
    expect(parseUkLatLng('99.999999', '0.000000')).toBeNull();
    expect(parseUkLatLng('', '')).toBeNull();
    expect(parseUkLatLng('49.185', '-2.105')).toEqual({ lat: 49.185, lng: -2.105 }); // Jersey
    expect(() => parseUkLatLng('north', '1')).toThrow();
  });

  it('can insist that a given location is in the UK', () => {
    expect(() => parseStrictUkLatLng('40.7', '-74.0')).toThrow('outside the United Kingdom');
  });
});
