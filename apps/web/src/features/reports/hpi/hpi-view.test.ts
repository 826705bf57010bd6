import { HPI_DEFAULT_DURATION } from '@yardstick/core/reports/hpi';
import { describe, expect, it } from 'vitest';
import {
  appliedDistricts,
  asChange,
  chartQueryOf,
  DEFAULT_HPI_CHOICES,
  hpiCell,
  hpiChartLabel,
  hpiListPage,
  hpiListRequest,
  nextSort,
  preferenceOf,
  withSavedChoices,
} from './hpi-view.ts';

describe('the HPI report view', () => {
  it("shows a missing change as '-' and others with 2 decimals", () => {
    expect(hpiCell(null)).toBe('-');
    expect(hpiCell(3.14159)).toBe('3.14');
  });

  it('turns the index into the change since the first month with a value', () => {
    const data = { Reading: [null, 100, 110, null], Leeds: [0, 50, 75, 100] };
    expect(asChange(data, 'index')).toBe(data);
    expect(asChange(data, 'change')).toEqual({
      Reading: [null, 0, 10, null],
      Leeds: [-100, 0, 50, 100],
    });
  });

  it('applies a saved preference; no districts saved is the top 5', () => {
    const saved = JSON.stringify({ view: 'list', duration: 'max', measure: 'change' });
    expect(withSavedChoices(DEFAULT_HPI_CHOICES, saved)).toEqual({
      ...DEFAULT_HPI_CHOICES,
      view: 'list',
      duration: 'max',
      measure: 'change',
    });
    const picked = withSavedChoices(
      DEFAULT_HPI_CHOICES,
      JSON.stringify({ districtCodes: ['E06000038'] }),
    );
    expect(picked.applied).toEqual({ codes: ['E06000038'], top: false });
    expect(picked.picked).toEqual(['E06000038']);
    expect(picked.topDistricts).toBe(false);
  });

  it('keeps the choices when the saved text is not a preference', () => {
    expect(withSavedChoices(DEFAULT_HPI_CHOICES, 'not json')).toBe(DEFAULT_HPI_CHOICES);
    expect(withSavedChoices(DEFAULT_HPI_CHOICES, '{"duration":7}')).toBe(DEFAULT_HPI_CHOICES);
  });

  it('saves the applied districts, not those being picked', () => {
    const c = { ...DEFAULT_HPI_CHOICES, picked: ['E06000038'], topDistricts: false };
    expect(preferenceOf(c)).toEqual({
      view: 'chart',
      duration: 60,
      districtCodes: [],
      topDistricts: true,
      propertyType: 'all',
      measure: 'index',
    });
    expect(chartQueryOf(c)).toEqual({
      duration: 60,
      districtCodes: [],
      topDistricts: true,
      propertyType: 'all',
    });
  });

  it('applies the top 5 when ticked or when no district is picked', () => {
    expect(appliedDistricts(['A'], true)).toEqual({ codes: [], top: true });
    expect(appliedDistricts([], false)).toEqual({ codes: [], top: true });
    expect(appliedDistricts(['A'], false)).toEqual({ codes: ['A'], top: false });
  });

  it('sorts a new column ascending and flips the current one', () => {
    const sort = { column: 'districtName', direction: 'asc' } as const;
    expect(nextSort(sort, 'districtName')).toEqual({ column: 'districtName', direction: 'desc' });
    expect(nextSort({ ...sort, direction: 'desc' }, 'districtName').direction).toBe('asc');
    expect(nextSort(sort, 'flatHpi')).toEqual({ column: 'flatHpi', direction: 'asc' });
  });

  it('describes the chart', () => {
    const chart = {
      series: ['2020-01', '2024-12'],
      data: {},
      districts: [{ code: 'E06000038', name: 'Reading' }],
      latestMonth: '2024-12-01',
    };
    expect(hpiChartLabel(chart as never, 'flat', 'change')).toBe(
      'Flat house price change (%) since the first month of Reading, Jan 2020 to Dec 2024',
    );
  });

  it('asks the list 30 rows at a time and shows them 15 a page', () => {
    expect(hpiListRequest(0)).toEqual({ page: 0, size: 30 });
    expect(hpiListRequest(1)).toEqual({ page: 0, size: 30 });
    expect(hpiListRequest(2)).toEqual({ page: 1, size: 30 });
    const rows = Array.from({ length: 30 }, (_, i) => i);
    expect(hpiListPage(rows, 0, 41)).toEqual({ rows: rows.slice(0, 15), totalPages: 3 });
    expect(hpiListPage(rows, 1, 41)).toEqual({ rows: rows.slice(15), totalPages: 3 });
    expect(hpiListPage(rows.slice(0, 11), 2, 41).rows).toEqual(rows.slice(0, 11));
  });

  it('opens the chart and the list on one duration', () => {
    expect(DEFAULT_HPI_CHOICES.duration).toBe(HPI_DEFAULT_DURATION);
    expect(HPI_DEFAULT_DURATION).toBe(60);
  });
});
