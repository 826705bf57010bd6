import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { RentEvidence } from '@yardstick/core/property/rent-evidence';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RentalsSection } from './RentalsSection.tsx';
import { testProperty } from '../../../test/test-property.ts';
import { RentEvidenceSection } from './RentEvidenceSection.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const used = (id: string, distance: number, rent: number, weight: number) => ({
  propertyId: id,
  propertyType: 'T',
  bedrooms: 3,
  distance,
  listedOn: '2026-09-14',
  rent,
  weight,
  letAgreed: id === '11',
  address: null,
  postCode: 'L24 9AB',
});

const evidence: RentEvidence = {
  rentEstimate: 725,
  source: 'comparables',
  rule: 'The weighted median of the 3 nearest 3-bed terraced houses in its postcode sector listed in the 12 months to the data date, each weighted 1 / (1 + distance / 500 m): the lowest rent at which the weights, rents ascending, reach half.',
  step: { radius: 0, months: 12, type: 'same-type' },
  letAgreedOnly: false,
  used: [used('11', 120, 700, 0.4), used('12', 480, 725, 0.31), used('13', 900, 800, 0.29)],
  ruleRent: 725,
  current: true,
  asOf: '2026-11-20',
};

function renderIn(node: React.ReactNode) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('Rentals this estimate used (issue 26)', () => {
  it('lists the rentals used with type, beds, distance, date and rent, and the rule', () => {
    renderIn(<RentEvidenceSection evidence={evidence} loading={false} failed={false} />);
    expect(screen.getByRole('heading', { name: 'Rentals this estimate used' })).toBeTruthy();
    const rule = screen.getByTestId('rent-evidence-rule').textContent ?? '';
    expect(rule).toContain('Rent estimate £725 pcm');
    expect(rule).toContain('weighted median of the 3 nearest 3-bed terraced houses');
    const table = screen.getByRole('table', { name: 'Rentals this estimate used' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4); // the header and three rentals
    expect(rows[1]!.textContent).toContain('£700 pcm');
    expect(rows[1]!.textContent).toContain('Terraced');
    expect(rows[1]!.textContent).toContain('120 m');
    expect(rows[1]!.textContent).toContain('14 Sep 2026 (let agreed)');
    expect(rows[1]!.textContent).toContain('40%');
  });

  it('says when rentals changed since the figures were derived', () => {
    renderIn(
      <RentEvidenceSection
        evidence={{ ...evidence, ruleRent: 750, current: false }}
        loading={false}
        failed={false}
      />,
    );
    expect(screen.getByTestId('rent-evidence-rule').textContent).toContain(
      'today the rule gives £750 pcm',
    );
  });

  it('leaves the rentals used out of the other rentals nearby', async () => {
    const row = (id: string, rent: number, distance: number) => ({
      main_image: null,
      post_code: 'L24 9AB',
      property_type: 'S',
      price_amount: rent,
      bedrooms: 3,
      distance,
      property_id: id,
      address: `${id} Hale Road`,
      property_url: null,
      status: 'available',
    });
    const fetch = vi.fn(
      async (_url: string) =>
        new Response(
          JSON.stringify([row('11', 700, 120), row('21', 950, 200), row('22', 1_450, 300)]),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    renderIn(
      <RentalsSection
        property={testProperty()}
        leaveOut={evidence.used.map((u) => u.propertyId)}
        title="Other rentals nearby"
      />,
    );
    expect(await screen.findByText('£950 pcm')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Other rentals nearby' })).toBeTruthy();
    expect(screen.queryByText('£700 pcm')).toBeNull();
    // Asked for five more than the three it leaves out.
    expect(String(fetch.mock.calls[0]![0])).toContain('limit=8');
  });
});
