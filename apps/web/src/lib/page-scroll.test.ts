import { describe, expect, it } from 'vitest';
import { KEEP_SCROLL, scrollAction, scrollKey } from './page-scroll.ts';

describe('scrollKey', () => {
  it("keeps a navigation's place under its history entry", () => {
    expect(scrollKey({ key: 'k1x9', pathname: '/plo-details', search: '?saleId=1' })).toBe('k1x9');
  });

  it("keeps a document's first entry under its address, never under the shared 'default'", () => {
    const typed = scrollKey({ key: 'default', pathname: '/plo-details', search: '' });
    const before = scrollKey({ key: 'default', pathname: '/plo-details', search: '?saleId=1' });
    expect(typed).toBe('/plo-details');
    expect(before).toBe('/plo-details?saleId=1');
  });
});

describe('scrollAction', () => {
  it('restores on Back, Forward and a load; keeps on an address rewrite; else the top', () => {
    expect(scrollAction('POP', null)).toBe('restore');
    expect(scrollAction('PUSH', null)).toBe('top');
    expect(scrollAction('REPLACE', undefined)).toBe('top');
    expect(scrollAction('PUSH', KEEP_SCROLL)).toBe('keep');
    expect(scrollAction('REPLACE', KEEP_SCROLL)).toBe('keep');
  });
});
