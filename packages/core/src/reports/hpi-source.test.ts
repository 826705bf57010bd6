import { describe, expect, it } from 'vitest';
import { HPI_SOURCE_LABELS, hpiSourceOf } from './hpi-source.ts';

describe('hpiSourceOf', () => {
  it('names the source of the months a figure stands on', () => {
    expect(hpiSourceOf([])).toBeNull();
    expect(hpiSourceOf(['published', 'published'])).toBe('published');
    expect(hpiSourceOf(['demo'])).toBe('demo');
    expect(hpiSourceOf(['demo', 'published'])).toBe('mixed');
  });

  it('never calls a demo series the published UK HPI', () => {
    expect(HPI_SOURCE_LABELS.published).toBe('UK HPI (HM Land Registry, ONS)');
    expect(HPI_SOURCE_LABELS.demo).toMatch(/^Demo series/);
    expect(HPI_SOURCE_LABELS.demo).toContain('not the published UK HPI');
  });
});
