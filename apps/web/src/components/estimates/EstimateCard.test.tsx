import { cleanup, render, screen, within } from '@testing-library/react';
import type { EstimateCard as Card } from '@yardstick/core/search/estimate-card';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { DEFAULT_SORT, SORT_OPTIONS } from '@yardstick/core/search/constants';
import { addressLine, EstimateCard, type EstimateCardProps } from './EstimateCard.tsx';
import { SortLinks } from './SortControls.tsx';

const base: Card = {
  propertyId: '42',
  salePropertyId: '42',
  rentPropertyId: null,
  mainImage: '/media/demo/house.svg',
  listPrice: 250_000,
  status: 'available',
  // The point avgBmv is measured against: (250,000 - 258,264) / 258,264 = -3.2%.
  estimatedPrice: 258_264,
  range1Price: 240_000,
  range2Price: 270_000,
  priceVariation: -5,
  postCode: 'RG1 1AF',
  address: '12 Oxford Road, Reading',
  rentalDemand: 'High',
  propertyType: 'T',
  propertySubType: null,
  bedrooms: 3,
  totalFloorArea: 85,
  agentContactPhone: '0118 496 0000',
  addedOn: '2025-01-03',
  updatedOn: '2025-02-01T10:00:00.000Z',
  avgBmv: -3.2,
  roi: 6.1,
  moreDeprived: 17,
  crimeRate: 31,
  avgYield: 5.2,
  yieldFlag: false,
  bmvLowConfidence: false,
  priceWarnings: [],
  estimateConfidence: 'Medium',
  residential: true,
  favoriteId: null,
};

function show(card: Partial<Card> = {}, props: Partial<EstimateCardProps> = {}) {
  const router = createMemoryRouter(
    [{ path: '*', element: <EstimateCard card={{ ...base, ...card }} {...props} /> }],
    { initialEntries: ['/estimates-es'] },
  );
  render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return screen.getByTestId('estimate-card');
}

/** The Mantine colour of a figure tile, from its background. */
function tileColour(testId: string): string | undefined {
  const tile = screen.getByTestId(testId).parentElement!;
  return /--mantine-color-(\w+)-light\)/.exec(tile.getAttribute('style') ?? '')?.[1];
}

afterEach(cleanup);

describe('EstimateCard', () => {
  it('says "not estimated" for a commercial unit, with no BMV, ROI or yield', () => {
    const q = within(
      show({
        propertyType: 'O',
        propertySubType: 'Commercial Property',
        residential: false,
        range1Price: null,
        range2Price: null,
        avgBmv: null,
        roi: null,
        avgYield: null,
        yieldFlag: null,
        bmvLowConfidence: null,
      }),
    );
    expect(q.getByTestId('card-not-estimated').textContent).toBe('Not estimated');
    expect(q.getByTestId('not-estimated').textContent).toContain('No BMV, ROI or yield');
    expect(q.queryByTestId('bmv')).toBeNull();
    expect(q.queryByTestId('roi')).toBeNull();
    expect(q.queryByTestId('yield')).toBeNull();
  });

  it('marks an implausible yield and its ROI "check", and a checked BMV "check the estimate" (issue 40)', () => {
    const q = within(show({ avgYield: 16.56, roi: 30.4, yieldFlag: true, bmvLowConfidence: true }));
    expect(q.getByTestId('yield').textContent).toBe('16.6%');
    expect(q.getByTestId('yield-flag').textContent).toBe('check');
    expect(q.getByTestId('roi-flag').textContent).toBe('check');
    expect(tileColour('yield')).toBe('orange');
    expect(tileColour('roi')).toBe('orange');
    expect(q.getByTestId('bmv-flag').textContent).toBe('check the estimate');
    expect(tileColour('bmv')).toBe('orange');
  });

  it('shows the point first, and the range alone when the confidence is unknown (issue 26)', () => {
    const q = within(show({ estimateConfidence: null }));
    const figure = q.getByTestId('estimated-price').closest('span[tabindex]')!;
    // Point, then the range: the order a reader meets them.
    expect(figure.textContent).toBe('Estimate £258,264£240,000 – £270,000');
    expect(q.getByTestId('estimate-range').textContent).toBe('£240,000 – £270,000');
  });

  it('shows price warnings beside the BMV and flags the BMV (issue 26)', () => {
    const q = within(
      show({
        avgBmv: -43.1,
        bmvLowConfidence: true,
        priceWarnings: [
          { code: 'shared-ownership', label: 'Shared ownership' },
          { code: 'far-below-comparables', label: 'Far below comparables' },
        ],
      }),
    );
    const badges = q.getByTestId('price-warnings');
    expect([...badges.querySelectorAll('[data-code]')].map((b) => b.textContent)).toEqual([
      'Shared ownership',
      'Far below comparables',
    ]);
    expect(badges.querySelector('a')?.getAttribute('href')).toBe('/methodology#price-warnings');
    // The warning outranks the check: the BMV is orange and says so.
    expect(q.getByTestId('bmv').textContent).toBe('-43.1%');
    expect(q.getByTestId('bmv-flag').textContent).toBe('warning');
    expect(tileColour('bmv')).toBe('orange');
  });

  it('shows no flag on plausible figures', () => {
    const q = within(show());
    expect(q.queryByTestId('yield-flag')).toBeNull();
    expect(q.queryByTestId('roi-flag')).toBeNull();
    expect(q.queryByTestId('bmv-flag')).toBeNull();
  });

  it('shows every field of the card', () => {
    const card = show();
    const q = within(card);
    expect(q.getByTestId('list-price').textContent).toBe('£250,000');
    expect(q.getByTestId('estimated-price').textContent).toBe('£258,264');
    expect(q.getByTestId('estimated-price').parentElement!.textContent).toBe('Estimate £258,264');
    expect(q.getByTestId('estimate-range').textContent).toBe(
      '£240,000 – £270,000 · Medium confidence',
    );
    expect(q.queryByTestId('price-warnings')).toBeNull();
    expect(q.getByTestId('bmv').textContent).toBe('-3.2%');
    expect(q.getByTestId('roi').textContent).toBe('+6.1%');
    expect(q.getByTestId('yield').textContent).toBe('5.2%');
    expect(q.getByText('3 bed')).toBeTruthy();
    expect(q.getByText('Terraced')).toBeTruthy();
    expect(q.getByText('85 m²')).toBeTruthy();
    expect(q.getByText('31')).toBeTruthy();
    expect(q.getByText('High')).toBeTruthy();
    expect(q.getByText('0118 496 0000').closest('a')?.getAttribute('href')).toBe('tel:01184960000');
    expect(q.getByTestId('card-date').textContent).toBe('Updated 1 Feb 2025');
    const address = q.getByTestId('card-address');
    expect(address.textContent).toBe('12 Oxford Road, Reading, RG1 1AF');
    expect(address.getAttribute('href')).toBe('/property-details?id=42');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/media/demo/house.svg');
  });

  it('colours BMV green at or below 0 and red above; ROI red at or below 0 and green above', () => {
    show({ avgBmv: -3.2, roi: 6.1 });
    expect(tileColour('bmv')).toBe('teal');
    expect(tileColour('roi')).toBe('teal');
    cleanup();
    show({ avgBmv: 0, roi: 0 });
    expect(tileColour('bmv')).toBe('teal');
    expect(tileColour('roi')).toBe('red');
    cleanup();
    show({ avgBmv: 4.5, roi: -1 });
    expect(tileColour('bmv')).toBe('red');
    expect(tileColour('roi')).toBe('red');
  });

  it('shows a deprivation score below 30 in the warning colour', () => {
    show({ moreDeprived: 17 });
    expect(screen.getByTestId('deprivation').getAttribute('style')).toMatch(/orange/);
    cleanup();
    show({ moreDeprived: 30 });
    expect(screen.getByTestId('deprivation').getAttribute('style') ?? '').not.toMatch(/orange/);
  });

  it('shows a reduction as a red down arrow and a rise as a green up arrow', () => {
    const onPriceHistory = vi.fn();
    show({ priceVariation: -5 }, { onPriceHistory });
    const arrow = screen.getByRole('button', { name: 'Decreased by 5.0%: show the price history' });
    expect(arrow.textContent).toBe('5.0%');
    expect(arrow.innerHTML).toMatch(/red/);
    arrow.click();
    expect(onPriceHistory).toHaveBeenCalledOnce();
    cleanup();
    show({ priceVariation: 2.5 }, { onPriceHistory });
    expect(
      screen.getByRole('button', { name: 'Increased by 2.5%: show the price history' }).innerHTML,
    ).toMatch(/teal/);
    cleanup();
    show({ priceVariation: 0 });
    expect(screen.queryByTestId('price-change')).toBeNull();
  });

  it('labels Sold STC and Under offer', () => {
    show({ status: 'sold_stc' });
    expect(screen.getByText('Sold STC')).toBeTruthy();
    cleanup();
    show({ status: 'under_offer' });
    expect(screen.getByText('Under offer')).toBeTruthy();
    cleanup();
    show({ status: 'available' });
    expect(screen.queryByText('Available')).toBeNull();
  });

  it('falls back to a placeholder without a picture, and to the postcode without an address', () => {
    show({ mainImage: null, address: null });
    expect(screen.getByLabelText('No picture')).toBeTruthy();
    expect(screen.getByTestId('card-address').textContent).toBe('RG1 1AF');
    expect(addressLine({ address: 'Flat 1, Reading RG1 1AF', postCode: 'RG1 1AF' })).toBe(
      'Flat 1, Reading RG1 1AF',
    );
  });

  it('offers the favourite control the page asks for', () => {
    const onFavourite = vi.fn();
    show({}, { favourite: 'add', onFavourite });
    screen.getByRole('button', { name: 'Add to watch list' }).click();
    expect(onFavourite).toHaveBeenCalledOnce();
    cleanup();
    show({ favoriteId: '7' }, { favourite: 'add', onFavourite });
    const held = screen.getByRole('button', { name: 'In your watch list' });
    expect(held.getAttribute('aria-pressed')).toBe('true');
    // A filled heart is not inert: it asks to remove (issue 25).
    held.click();
    expect(onFavourite).toHaveBeenCalledTimes(2);
    cleanup();
    show({ favoriteId: '7' }, { favourite: 'remove', onFavourite });
    screen.getByRole('button', { name: 'Remove from favourites' }).click();
    expect(onFavourite).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('button', { name: /watch list/ })).toBeNull();
    cleanup();
    show({}, { favourite: 'sign-in', signInHref: '/login?redirect=%2F' });
    expect(
      screen.getByRole('link', { name: 'Sign in to add to your watch list' }).getAttribute('href'),
    ).toBe('/login?redirect=%2F');
  });
});

describe('the default sort and the card date agree (issues 14 and 25)', () => {
  it("keeps the spec's label Recently Added and shows the date it orders by on every card", () => {
    const defaultOption = SORT_OPTIONS.find((o) => o.field === DEFAULT_SORT.field)!;
    expect(defaultOption.label).toBe('Recently Added');
    render(
      <AppProviders client={createQueryClient()}>
        <SortLinks value={DEFAULT_SORT} onChange={() => undefined} />
      </AppProviders>,
    );
    expect(screen.getByRole('button', { name: /^Recently Added, descending/ })).toBeTruthy();
    cleanup();

    // Cards in the API's default order (updated_on desc) whose added dates run the other way.
    const inSortOrder: Partial<Card>[] = [
      { propertyId: '1', addedOn: '2022-01-05', updatedOn: '2022-09-11T08:00:00.000Z' },
      { propertyId: '2', addedOn: '2022-06-01', updatedOn: '2022-09-01T08:00:00.000Z' },
      { propertyId: '3', addedOn: '2022-08-30', updatedOn: '2022-08-31T08:00:00.000Z' },
    ];
    const shown = inSortOrder.map((c) => {
      const card = show(c);
      const text = within(card).getByTestId('card-date').textContent;
      cleanup();
      return text;
    });
    expect(shown).toEqual(['Updated 11 Sep 2022', 'Updated 1 Sep 2022', 'Updated 31 Aug 2022']);
  });
});
