import { describe, expect, it } from 'vitest';
import { findStatedIncome } from './stated-income.ts';

const monthly = (text: string, askingPrice?: number) =>
  findStatedIncome(text, { askingPrice })?.monthly ?? null;

describe('findStatedIncome: incomes stated per year', () => {
  it.each([
    ['Currently run as a licensed HMO producing £28,500 a year.', 2375],
    ['Tenanted investment, rental income £28,500 per annum.', 2375],
    ['Licensed HMO currently achieving £28.5k pa gross.', 2375],
    ['The property is let producing £24,000pa', 2000],
    ['Let to a local family at £9,600 p.a.', 800],
    ['Passing rent of £12,000 per annum exclusive.', 1000],
    ['Six-bed HMO generating £36,000 per year.', 3000],
    ['Annual rental income of £18,000.', 1500],
    ['Annual income: £21,600', 1800],
    ['Gross rental income £30,000 p/a', 2500],
    ['Fully let HMO with an income of £42,000/yr', 3500],
  ])('%s -> £%i pcm', (text, expected) => {
    expect(monthly(text)).toBe(expected);
  });

  it('answers the clause, the period and both figures', () => {
    const found = findStatedIncome(
      'A five bedroom terraced house on Oak Road, Fallowfield. Currently run as a licensed HMO producing £28,500 a year. No onward chain.',
    );
    expect(found).toEqual({
      monthly: 2375,
      annual: 28500,
      period: 'year',
      text: 'Currently run as a licensed HMO producing £28,500 a year.',
    });
  });
});

describe('findStatedIncome: incomes stated per month', () => {
  it.each([
    ['Producing £2,375 pcm.', 2375],
    ['Rental income of £1,200 per month.', 1200],
    ['Currently let at £950pcm', 950],
    ['Tenanted at £950 pcm', 950],
    ['The tenant pays £725 per calendar month on a periodic tenancy.', 725],
    ['Achieving £1,650 a month with long-standing tenants.', 1650],
    ['Let until June 2025 at £1,100 p.c.m.', 1100],
    ['Monthly rent: £875', 875],
    ['Income approx £1.2k pcm', 1200],
    ['Let at £800 - £850 pcm', 825],
  ])('%s -> £%i pcm', (text, expected) => {
    expect(monthly(text)).toBe(expected);
  });
});

describe('findStatedIncome: weekly and per-room rents', () => {
  it('multiplies a room rent by the rooms the text states', () => {
    const found = findStatedIncome(
      'A six bedroom HMO close to the university. Rooms let at £120 pw per room, bills included.',
    );
    expect(found).toMatchObject({ period: 'week', monthly: 3120, annual: 37440 });
  });

  it('reads rooms written as digits and per person per week', () => {
    expect(monthly('5 lettable rooms. Student let at £95 pppw for 2024/25.')).toBe(2058);
    expect(monthly('Let to 4 tenants at £110 per person per week.')).toBe(1907);
  });

  it('drops a room rent when the text does not say how many rooms', () => {
    expect(findStatedIncome('Rooms currently let at £120 pw per room.')).toBeNull();
  });

  it('reads a whole-house weekly rent', () => {
    expect(monthly('Let on an AST at £250 per week.')).toBe(1083);
  });
});

describe('findStatedIncome: yields', () => {
  it('turns a stated gross yield into an income on the asking price', () => {
    const found = findStatedIncome('An investment offering a gross yield of 9%.', {
      askingPrice: 200_000,
    });
    expect(found).toMatchObject({ period: 'yield', monthly: 1500, annual: 18000 });
    expect(monthly('Offering an 8.5% gross yield to an investor.', 120_000)).toBe(850);
  });

  it('needs the asking price, and prefers a stated amount', () => {
    expect(findStatedIncome('A gross yield of 9%.')).toBeNull();
    expect(
      findStatedIncome('Let at £900 pcm, a gross yield of 9%.', { askingPrice: 200_000 }),
    ).toMatchObject({ period: 'month', monthly: 900 });
  });
});

describe('findStatedIncome: what must not count', () => {
  it.each([
    'Service charge £1,200 pa. Ground rent £250 per annum.',
    'Leasehold with a ground rent of £250 per annum and 99 years remaining.',
    'Council tax band C (£1,650 per annum).',
    'Guide price £250,000. Offers in excess of £250,000.',
    'Asking price £250,000, an ideal buy-to-let investment.',
    "Deposit of five weeks' rent. Holding deposit £230.",
    'Bills £150 pcm on top of the rent.',
    'Mortgage payments of approximately £800 per month are estimated for a first-time buyer.',
    'Reservation fee of £5,000 plus VAT payable by the buyer.',
    'Parking permit costs £50 per year.',
    'A three bedroom semi-detached house with a south-facing garden.',
    '',
  ])('%s -> none', (text) => {
    expect(findStatedIncome(text, { askingPrice: 250_000 })).toBeNull();
  });

  it('keeps the income beside a cost in the same text', () => {
    expect(
      monthly(
        'Leasehold: service charge £1,200 pa and ground rent £250 per annum. Currently let at £1,050 pcm.',
      ),
    ).toBe(1050);
  });

  it('needs an income word for a bare amount with a period', () => {
    expect(findStatedIncome('Gym membership from £30 per month nearby.')).toBeNull();
  });

  it('drops figures too small or too large to be a home rent', () => {
    expect(findStatedIncome('Tenanted at £40 pcm.')).toBeNull();
    expect(findStatedIncome('Let producing £2,500,000 per month.')).toBeNull();
  });
});

describe('findStatedIncome: several incomes', () => {
  it('prefers the current income to a potential one, then the first stated', () => {
    expect(monthly('Potential to achieve £30,000 pa as an HMO. Currently let at £1,200 pcm.')).toBe(
      1200,
    );
    expect(monthly('Let at £900 pcm. Second flat let at £850 pcm.')).toBe(900);
  });

  it('reads a feature list line by line', () => {
    expect(
      monthly('Three bedroom terraced house\nTenanted at £725 pcm\nService charge £0\nFreehold'),
    ).toBe(725);
  });
});
