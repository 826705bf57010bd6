import { describe, expect, it } from 'vitest';
import { testPloItem } from '../../../test/test-plo-item.ts';
import { PLO_LIST } from './plo-list-row.ts';

describe('the PLO map list presents a PLO item as a PLO row', () => {
  it('shows the pair: sale price, rent, gross yield, ROI and BMV; links to its details', () => {
    const row = PLO_LIST.present(testPloItem());
    expect(row.id).toBe('42-77');
    expect(row.href).toBe('/plo-details?saleId=42&rentId=77');
    expect(row.title).toBe('12 Oxford Road, Reading');
    expect(row.subtitle).toBe('RG1 1AF · 3 bed · Terraced · To Let');
    expect(PLO_LIST.columns.map((c) => c.header)).toEqual([
      'Price',
      'Rent pcm',
      'Yield',
      'ROI',
      'BMV',
    ]);
    expect(row.cells.map((c) => c.text)).toEqual(['£250,000', '£1,150', '5.5%', '+4.1%', '-3.2%']);
    expect(row.cells.some((c) => c.flag)).toBe(false);
  });

  it('marks an implausible yield and its ROI "check", as the estimate cards do', () => {
    const row = PLO_LIST.present(testPloItem({ grossYield: 16.8, roi: 30.2, yieldFlag: true }));
    const [, , yieldCell, roiCell, bmvCell] = row.cells;
    expect(yieldCell).toMatchObject({ text: '16.8%', flag: 'check', colour: 'orange' });
    expect(roiCell).toMatchObject({ flag: 'check', colour: 'orange' });
    expect(bmvCell!.flag).toBeUndefined();
  });

  it('sorts the price column only (the beds sort from the sort select)', () => {
    expect(PLO_LIST.columns.filter((c) => c.sort).map((c) => c.sort)).toEqual(['list_price']);
  });
});
