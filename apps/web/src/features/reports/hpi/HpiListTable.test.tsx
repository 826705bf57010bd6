import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { HpiReportRow } from '@yardstick/core/reports/hpi';
import { afterEach, describe, expect, it } from 'vitest';
import { HpiListTable } from './HpiListTable.tsx';

afterEach(cleanup);

const row = (patch: Partial<HpiReportRow>): HpiReportRow => ({
  districtCode: 'E06000038',
  countyName: 'South East',
  districtName: 'Reading',
  detachedHpi: 10.5,
  semiDetachedHpi: 9.25,
  terracedHpi: 8,
  flatHpi: null,
  otherHpi: 7.5,
  regionName: 'South East',
  source: 'published',
  ...patch,
});

const rows = [
  row({}),
  row({
    districtCode: 'E08000009',
    districtName: 'Trafford',
    countyName: 'Greater Manchester',
    regionName: 'North West',
    source: 'demo',
  }),
];

const show = (mixed: boolean) =>
  render(
    <MantineProvider>
      <HpiListTable
        rows={rows}
        sort={{ column: 'districtName', direction: 'asc' }}
        onSort={() => {}}
        mixed={mixed}
      />
    </MantineProvider>,
  );

describe('HpiListTable', () => {
  it("names the column of regions Region and fills it with every district's region", () => {
    show(false);
    const table = screen.getByTestId('hpi-list');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers[0]).toBe('Region');
    expect(headers).not.toContain('County');
    // Trafford's county is Greater Manchester; its region is what the column shows.
    const trafford = within(table).getByText('Trafford').closest('tr')!;
    expect(within(trafford).getByText('North West')).toBeTruthy();
    expect(within(table).queryByText('Greater Manchester')).toBeNull();
  });

  it('marks a demo series among published ones', () => {
    show(true);
    expect(screen.getByText('Trafford (demo series)')).toBeTruthy();
    expect(screen.getByText('Reading')).toBeTruthy();
    cleanup();
    show(false);
    expect(screen.queryByText('Trafford (demo series)')).toBeNull();
  });
});
