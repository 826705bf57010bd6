import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCENARIOS, SNAPSHOT_COMMAND, snapshotOf } from '../../../../test/listing-sql-scenarios.ts';

/**
 * The listing engine's composed statements against their checked-in snapshots (one .sql file
 * per scenario beside this test): a statement that changes without its snapshot fails here,
 * so the change shows in review once the snapshots are regenerated.
 */
const folder = new URL('./', import.meta.url);
const hint = `the listing engine's SQL changed: run \`${SNAPSHOT_COMMAND}\` and review the diff`;

describe('listing engine SQL snapshots', () => {
  it.each(SCENARIOS.map((s) => [s.name, s] as const))('%s', async (name, scenario) => {
    const file = new URL(`${name}.sql`, folder);
    expect(existsSync(file), `${name}.sql is missing: ${hint}`).toBe(true);
    expect(await snapshotOf(scenario), hint).toBe(readFileSync(file, 'utf8'));
  });

  it('has no snapshot without its scenario', () => {
    const names = new Set(SCENARIOS.map((s) => `${s.name}.sql`));
    const stale = readdirSync(folder).filter((f) => f.endsWith('.sql') && !names.has(f));
    expect(stale, hint).toEqual([]);
  });
});
