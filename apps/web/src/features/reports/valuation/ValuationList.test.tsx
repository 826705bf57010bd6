import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ValuationHome } from '@yardstick/core/reports/postcode-valuation';
import { afterEach, describe, expect, it } from 'vitest';
import { ValuationList } from './ValuationList.tsx';

afterEach(cleanup);

const york: ValuationHome = {
  homeKey: 'RG1 5AA||105|york road',
  address: '105 York Road, Reading',
  propertyType: 'T',
  totalFloorArea: 92,
  range1Price: 405_000,
  range2Price: 405_000,
  estimateBasis: 'last-sale',
  sales: [
    { date_of_transfer: '2021-06-01', sold_price: 330_000, indexedPrice: 405_000 },
    { date_of_transfer: '2014-02-01', sold_price: 215_000, indexedPrice: 355_000 },
    { date_of_transfer: '2007-09-01', sold_price: 190_000, indexedPrice: 350_000 },
    { date_of_transfer: '1999-05-01', sold_price: 82_000, indexedPrice: 344_000 },
  ],
};

describe('ValuationList', () => {
  it('values a home once, with its past sales and their indexed values beneath', () => {
    render(
      <MantineProvider>
        <ValuationList homes={[york]} />
      </MantineProvider>,
    );
    const list = screen.getByTestId('valuation-list');
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    const estimate = within(rows[0]!).getAllByText('£405,000');
    expect(estimate).toHaveLength(1);
    expect(within(rows[0]!).getByText('last sale (2021) indexed by the HPI')).toBeTruthy();
    const sales = within(within(list).getByTestId('past-sales')).getAllByRole('listitem');
    expect(sales.map((s) => s.textContent)).toEqual([
      '1 Jun 2021: £330,000 (today £405,000)',
      '1 Feb 2014: £215,000 (today £355,000)',
      '1 Sep 2007: £190,000 (today £350,000)',
      '1 May 1999: £82,000 (today £344,000)',
    ]);
  });

  it('says when no sale matches', () => {
    render(
      <MantineProvider>
        <ValuationList homes={[]} />
      </MantineProvider>,
    );
    expect(screen.getByText('No sales match the filters.')).toBeTruthy();
  });
});
