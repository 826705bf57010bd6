import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { resolveRoiInput } from '@yardstick/core/roi/resolve-roi-input';
import { calculateRoi } from '@yardstick/core/roi/roi-calculator';
import type { RoiInput } from '@yardstick/core/roi/roi-schema';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { RoiPage } from './RoiPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** What the server answers for a blank form: zeros and defaults, a -40% ROI. */
const blankAnswer = {
  listPrice: 0,
  finalRoi: -40,
  loanAmount: 0,
  stampDuty: 0,
  totalEquity: 0,
  remortgageRoi: null,
  monthlyRentRequired: null,
  mortgageExpensePerAnnum: 0,
  calculatorType: 'SINGLE_LET',
  monthlyInterest: 0,
  monthlyRoomMaintenance: 0,
  monthlyHmoCosts: 0,
  monthlyRentExpected: 0,
  roiPerRoomMgmtCostPercentage: 10,
  roiPerRoomVoidsCostPercentage: 5,
  postCode: null,
  address: null,
  totalFloorArea: null,
};

function showAt(url: string) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(blankAnswer)));
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter([{ path: '/roi', element: <RoiPage /> }], {
    initialEntries: [url],
  });
  render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return fetch;
}

describe('ROI calculator empty state (issue 14: a blank /roi showed "ROI -40.00%")', () => {
  it('asks for a property or the inputs instead of showing a return of nothing', async () => {
    const fetch = showAt('/roi');
    expect(await screen.findByTestId('roi-empty')).toBeTruthy();
    expect(screen.getByText('Choose a property or enter a deal')).toBeTruthy();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByTestId('roi-value').textContent).toBe('-');
    expect(screen.queryByText(/-40/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Find a property' }).getAttribute('href')).toBe(
      '/estimates-es',
    );
  });

  it("shows the return at once for a property's figures", async () => {
    showAt('/roi?propertyId=42');
    await waitFor(() => expect(screen.getByTestId('roi-value').textContent).toBe('-40.00%'));
    expect(screen.queryByTestId('roi-empty')).toBeNull();
  });
});

/**
 * A server that calculates: the core calculator on the body sent, over a £200,000 house let
 * whole at £1,200 or as five rooms at £500 (the methodology's worked example).
 */
function showCalculating(url: string) {
  const bodies: RoiInput[] = [];
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as RoiInput;
    bodies.push(body);
    const resolved = resolveRoiInput(body, {
      listPrice: 200_000,
      rentEstimate: 1_200,
      roomRent: 500,
      bedrooms: 5,
      nation: 'england',
    });
    const answer = {
      propertyId: body.propertyId ?? null,
      postCode: 'RG1 5AQ',
      address: '1 Test Street',
      totalFloorArea: null,
      ...resolved,
      ...calculateRoi(resolved),
    };
    return new Response(JSON.stringify(answer));
  });
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter([{ path: '/roi', element: <RoiPage /> }], {
    initialEntries: [url],
  });
  render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return bodies;
}

// A whole page driven through several answers: more than the default 5 s on a busy machine.
const SLOW = { timeout: 30_000 };

describe('ROI calculator tax view (issue 26: Section 24)', () => {
  it(
    'asks for the chosen tax band and shows the tax and the cash flow after it',
    SLOW,
    async () => {
      const bodies = showCalculating('/roi?propertyId=42');
      await waitFor(() => expect(screen.getByTestId('roi-value').textContent).toBe('5.38%'));
      expect(screen.queryByTestId('roi-after-tax')).toBeNull();
      expect(bodies.at(-1)?.taxBand).toBeUndefined();

      fireEvent.change(screen.getByLabelText(/Tax view/), { target: { value: 'higher' } });
      const card = await screen.findByTestId('roi-after-tax');
      expect(bodies.at(-1)).toMatchObject({ propertyId: '42', taxBand: 'higher' });
      const rows = within(card)
        .getAllByRole('row')
        .map((r) => r.textContent);
      // The worked example's single let: 11,640 before interest, 40% = 4,656, credit 1,650.
      expect(rows).toEqual([
        'Profit before mortgage interest£11,640',
        'Income tax at 40%£4,656',
        'Less 20% credit on £8,250 of interest-£1,650',
        'Tax per year£3,006',
        'Cash flow after tax per year£384',
        'Cash flow after tax per month£32',
      ]);
      expect(within(card).getByText(/Section 24: since April 2020/)).toBeTruthy();

      fireEvent.change(screen.getByLabelText(/Tax view/), { target: { value: 'company' } });
      await waitFor(() => expect(screen.getByText('After tax (limited company)')).toBeTruthy());
      expect(bodies.at(-1)?.taxBand).toBe('company');
      expect(screen.getByText('£644')).toBeTruthy(); // 19% x 3,390 = 644.10
      expect(screen.getByText(/dividends or salary\) is not included/)).toBeTruthy();

      fireEvent.change(screen.getByLabelText(/Tax view/), { target: { value: 'none' } });
      // Back to the figures before tax (the first answer, from the query cache).
      await waitFor(() => expect(screen.queryByTestId('roi-after-tax')).toBeNull());
      expect(screen.getByTestId('roi-value').textContent).toBe('5.38%');
    },
  );

  it("keeps the tax band for an HMO and shows the HMO's bills, editable", SLOW, async () => {
    const bodies = showCalculating('/roi?propertyId=42');
    await waitFor(() => expect(screen.getByTestId('roi-value').textContent).toBe('5.38%'));
    expect(screen.queryByLabelText(/Council tax/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/Tax view/), { target: { value: 'higher' } });
    fireEvent.click(screen.getByLabelText('HMO'));
    // The worked example's HMO: 9.56%, tax 4,058.80, 1,963.20 after tax.
    await waitFor(() => expect(screen.getByTestId('roi-value').textContent).toBe('9.56%'));
    expect(bodies.at(-1)).toMatchObject({ calculatorType: 'HMO', taxBand: 'higher' });
    expect((screen.getByLabelText(/Council tax/) as HTMLInputElement).value).toBe('£169');
    expect((screen.getByLabelText(/HMO licence fee/) as HTMLInputElement).value).toBe('£1,000');
    const card = screen.getByTestId('roi-after-tax');
    expect(within(card).getByText('£4,059')).toBeTruthy();
    expect(within(card).getByText('£1,963')).toBeTruthy();
    expect(screen.getByText('Bills, council tax, licence')).toBeTruthy();

    // Council tax typed as £200 a month: sent after the debounce, 31 x 12 = 372 a year more.
    fireEvent.change(screen.getByLabelText(/Council tax/), { target: { value: '200' } });
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ hmoCouncilTax: 200 }), {
      timeout: 3000,
    });
    await waitFor(() => expect(screen.getByTestId('roi-value').textContent).toBe('8.97%'));
    expect(bodies.at(-1)).toMatchObject({ calculatorType: 'HMO', taxBand: 'higher' });
  });
});

/** The Cash flow card's rows: label, monthly and yearly pounds. */
function cashflowRows() {
  return within(screen.getByTestId('roi-cashflow'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const [label, monthly, yearly] = within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent ?? '');
      const pounds = (t: string | undefined) => Number((t ?? '').replace(/[£,]/g, ''));
      return {
        label,
        cost: row.getAttribute('data-cost'),
        monthly: pounds(monthly),
        yearly: pounds(yearly),
      };
    });
}

describe('ROI calculator cost rows (issue 40: "All costs" listed two of its four costs)', () => {
  it('lists every cost in the total, and the rows add up to it', async () => {
    showCalculating('/roi?propertyId=42');
    await waitFor(() => expect(screen.getByTestId('roi-value').textContent).toBe('5.38%'));
    const rows = cashflowRows();
    const costs = rows.filter((r) => r.cost !== null && r.cost !== 'total');
    const total = rows.find((r) => r.cost === 'total');
    // The worked example's single let: 150,000 at 5.5%, £50 a month, 10% and 5% of £1,200.
    expect(costs.map((r) => [r.label, r.yearly])).toEqual([
      ['Mortgage interest', 8_250],
      ['Maintenance', 600],
      ['Management (10% of rent)', 1_440],
      ['Voids (5% of rent)', 720],
    ]);
    expect(total).toMatchObject({ label: 'All costs', yearly: 11_010 });
    expect(costs.reduce((a, r) => a + r.yearly, 0)).toBe(total?.yearly);
    expect(costs.reduce((a, r) => a + r.monthly, 0)).toBe(total?.monthly);
  });

  it("lists an HMO's bills too, still adding up", SLOW, async () => {
    showCalculating('/roi?propertyId=42');
    await waitFor(() => expect(screen.getByTestId('roi-value').textContent).toBe('5.38%'));
    fireEvent.click(screen.getByLabelText('HMO'));
    await waitFor(() =>
      expect(cashflowRows().some((r) => r.label === 'Bills, council tax, licence')).toBe(true),
    );
    const rows = cashflowRows();
    const costs = rows.filter((r) => r.cost !== null && r.cost !== 'total');
    expect(costs.map((r) => r.cost)).toEqual([
      'interest',
      'maintenance',
      'hmoBills',
      'management',
      'voids',
    ]);
    const total = rows.find((r) => r.cost === 'total');
    expect(costs.reduce((a, r) => a + r.yearly, 0)).toBe(total?.yearly);
    expect(costs.reduce((a, r) => a + r.monthly, 0)).toBe(total?.monthly);
  });
});
