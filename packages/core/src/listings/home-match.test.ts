import { describe, expect, it } from 'vitest';
import pairs from './fixtures/home-pairs.json' with { type: 'json' };
import { homeIdentity, normalisePostcode, normaliseStreet } from './home-identity.ts';
import {
  editDistance,
  matchHome,
  measureHomeIdentity,
  type LabelledHomePair,
} from './home-match.ts';

describe('homeIdentity', () => {
  it('reads flats, numbers with letters, names and streets from a display line', () => {
    expect(
      homeIdentity({ address: 'Flat 1, 10 Oak Rd, Reading', postcode: 'rg15aa' }),
    ).toMatchObject({
      postcode: 'RG1 5AA',
      unit: '1',
      number: '10',
      street: 'oak road',
      key: 'RG1 5AA|1|10||oak road',
    });
    expect(homeIdentity({ address: '1/10 Oak Road', postcode: 'RG1 5AA' }).key).toBe(
      'RG1 5AA|1|10||oak road',
    );
    expect(homeIdentity({ address: '1A Mill Lane' }).number).toBe('1a');
    expect(homeIdentity({ address: 'Rose Cottage, Mill Ln, Caversham' })).toMatchObject({
      name: 'rose cottage',
      number: null,
      street: 'mill lane',
    });
    expect(homeIdentity({ address: 'Apartment 3, Oak Court, 10 High St' })).toMatchObject({
      unit: '3',
      name: 'oak court',
      number: '10',
      street: 'high street',
    });
    expect(homeIdentity({ address: 'Plot 12, Green Lane' })).toMatchObject({
      plot: '12',
      number: null,
    });
  });

  it('reads split fields as Price Paid spells them', () => {
    expect(
      homeIdentity({ saon: 'FLAT 10', paon: '10', street: 'OAK ROAD', postcode: 'RG1 5AA' }).key,
    ).toBe('RG1 5AA|10|10||oak road');
    expect(homeIdentity({ paon: '56 - 58', street: 'MARKET STREET' }).number).toBe('56-58');
  });

  it('spells streets out, a leading St as Saint and a last St as Street', () => {
    expect(normaliseStreet("St John's Rd")).toBe('saint johns road');
    expect(normaliseStreet('High St.')).toBe('high street');
    expect(normalisePostcode('m14 5su')).toBe('M14 5SU');
    expect(normalisePostcode('nowhere')).toBeNull();
  });
});

describe('matchHome', () => {
  const flat = (address: string, postcode = 'RG1 5AA') => ({
    address,
    postcode,
    propertyType: 'F',
    bedrooms: 2,
  });

  it('keeps flat 1, flat 10 and 1A apart', () => {
    expect(matchHome(flat('Flat 1, 10 Oak Road'), flat('Flat 10, 10 Oak Road'))).toMatchObject({
      match: false,
      rule: 'unit-differs',
    });
    expect(
      matchHome(
        { address: '1 Oak Road', postcode: 'RG1 5AA' },
        { address: '1A Oak Road', postcode: 'RG1 5AA' },
      ).match,
    ).toBe(false);
    expect(matchHome(flat('Flat 1, 10 Oak Road'), flat('1/10 Oak Rd'))).toMatchObject({
      match: true,
      rule: 'same-address',
      confidence: 'high',
    });
  });

  it('confirms with type and bedrooms, within a tolerance', () => {
    const house = (propertyType: string, bedrooms: number) => ({
      address: '10 Oak Road',
      postcode: 'RG1 5AA',
      propertyType,
      bedrooms,
    });
    expect(matchHome(house('T', 3), house('T', 4))).toMatchObject({
      match: true,
      confidence: 'medium',
    });
    expect(matchHome(house('T', 2), house('T', 4)).rule).toBe('bedrooms-differ');
    expect(matchHome(house('T', 3), house('F', 3)).rule).toBe('type-differs');
    expect(matchHome(house('D', 3), house('T', 3)).rule).toBe('type-differs');
  });

  it('declines what is ambiguous: a missing postcode, a name against a number', () => {
    expect(matchHome(flat('Flat 1, 10 Oak Road', ''), flat('Flat 1, 10 Oak Road')).rule).toBe(
      'postcode-missing',
    );
    expect(
      matchHome(
        { address: 'Ivy House, Mill Lane', postcode: 'RG4 7BB' },
        { address: '14 Mill Lane', postcode: 'RG4 7BB' },
      ).rule,
    ).toBe('number-or-name');
  });

  it('edit distance', () => {
    expect(editDistance('newton street', 'newtown street')).toBe(1);
    expect(editDistance('kings walk', 'kings way')).toBe(2);
  });
});

describe('the labelled pairs (fixtures/home-pairs.json)', () => {
  const labelled = pairs as LabelledHomePair[];

  it('has at least 120 pairs, both labels well represented', () => {
    expect(labelled.length).toBeGreaterThanOrEqual(120);
    expect(labelled.filter((p) => p.same).length).toBeGreaterThanOrEqual(50);
    expect(labelled.filter((p) => !p.same).length).toBeGreaterThanOrEqual(50);
  });

  it('precision at least 0.98 and recall at least 0.90', () => {
    const m = measureHomeIdentity(labelled);
    expect(m.precision).toBeGreaterThanOrEqual(0.98);
    expect(m.recall).toBeGreaterThanOrEqual(0.9);
  });

  it('measures what it is given (a wrong label costs precision)', () => {
    const flipped = labelled.map((p) => ({ ...p, same: !p.same }));
    expect(measureHomeIdentity(flipped).precision).toBeLessThan(1);
  });
});
