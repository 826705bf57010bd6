import { describe, expect, it } from 'vitest';
import { buildMenus } from './menus.ts';

describe('buildMenus', () => {
  it('shows only Reports > House Price Index without attributes', () => {
    expect(buildMenus(undefined)).toEqual([
      { label: 'Reports', children: [{ label: 'House Price Index', to: '/hpi-reports' }] },
    ]);
  });

  it('follows the attributes a session carries', () => {
    const labels = buildMenus(['property_estimates_es', 'favorite_properties']).map((m) => m.label);
    expect(labels).toEqual(['Estimates', 'Favourites', 'Deals', 'Reports']);
  });

  it('shows every menu for a full set', () => {
    const all = [
      'property_estimates_es',
      'property_plo_es',
      'valuation',
      'area_analytics',
      'favorite_properties',
      'favorite_plo_properties',
      'membership',
    ];
    const menus = buildMenus(all);
    expect(menus.map((m) => m.label)).toEqual([
      'Estimates',
      'PLO',
      'Valuation',
      'Area Analytics',
      'Favourites',
      'Deals',
      'Reports',
    ]);
    expect(menus.at(-1)?.children?.map((c) => c.to)).toEqual([
      '/hpi-reports',
      '/valuation-reports',
    ]);
  });

  it('offers Deals to every signed-in member, never to a visitor or an expired member', () => {
    expect(buildMenus([]).map((m) => m.label)).toEqual(['Deals', 'Reports']);
    expect(buildMenus([]).find((m) => m.label === 'Deals')?.to).toBe('/deals');
    expect(buildMenus(undefined).some((m) => m.label === 'Deals')).toBe(false);
    expect(buildMenus(['property_estimates_es'], true)).toEqual([]);
  });
});
