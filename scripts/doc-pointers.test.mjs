import { expect, it } from 'vitest';
import { findBrokenPointers, slug } from './doc-pointers.mjs';

it("names headings' anchors as GitHub does", () => {
  expect(slug('PLO (issue 16), measured 2026-11-24')).toBe('plo-issue-16-measured-2026-11-24');
  expect(slug('Area analytics (`area_stats`)')).toBe('area-analytics-area_stats');
  expect(slug('Rent, yield and ROI')).toBe('rent-yield-and-roi');
});

it('every path, file, section and command the docs and code comments name exists', () => {
  const broken = findBrokenPointers().map((b) => `${b.file}:${b.line}: ${b.pointer} (${b.why})`);
  expect(broken, 'pointers that lead nowhere (list them with `npm run docs:pointers`)').toEqual([]);
});
