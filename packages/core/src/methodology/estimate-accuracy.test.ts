import { describe, expect, it } from 'vitest';
import { ESTIMATE_ACCURACY, accuracyTable } from './estimate-accuracy.ts';

describe('the measured accuracy table of the methodology page', () => {
  it("has no ';' (the formula block breaks lines there) and names every set's ceiling", () => {
    const table = accuracyTable();
    expect(table).not.toContain(';');
    for (const set of ESTIMATE_ACCURACY.sets) {
      expect(table).toContain(set.name);
      expect(table).toContain(`PE10 ${set.ceilingPe10.toFixed(1)}%`);
    }
  });
});
