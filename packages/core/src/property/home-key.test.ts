import { describe, expect, it } from 'vitest';
import { homeKey } from './home-key.ts';

describe('homeKey', () => {
  const key = (saon: string | null, paon: string | null, street: string | null) =>
    homeKey({ postcode: 'RG1 5AA', saon, paon, street });

  it('is one key for the spellings of one address', () => {
    expect(key(null, '105', 'YORK ROAD')).toBe('RG1 5AA||105|york road');
    expect(key('', ' 105 ', 'York  Road')).toBe(key(null, '105', 'YORK ROAD'));
    expect(key('FLAT 2', '14', "ST. JOHN'S ROAD")).toBe(key('Flat 2', '14', "St John's Road"));
  });

  it('tells apart homes that differ in number, flat or street', () => {
    expect(key(null, '14', 'OAK ROAD')).not.toBe(key(null, '14A', 'OAK ROAD'));
    expect(key('FLAT 1', '14', 'OAK ROAD')).not.toBe(key('FLAT 2', '14', 'OAK ROAD'));
    expect(key(null, '14', 'OAK ROAD')).not.toBe(key(null, '14', 'ELM ROAD'));
    expect(homeKey({ postcode: 'RG1 5AB', saon: null, paon: '14', street: 'OAK ROAD' })).not.toBe(
      key(null, '14', 'OAK ROAD'),
    );
  });
});
