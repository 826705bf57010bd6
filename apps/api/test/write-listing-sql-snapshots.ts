import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { SCENARIOS, snapshotOf } from './listing-sql-scenarios.ts';

/** `npm run sql:snapshots`: writes the listing engine's SQL snapshots, one file per scenario. */
const folder = new URL('../src/modules/listings/sql-snapshots/', import.meta.url);
mkdirSync(folder, { recursive: true });
for (const file of readdirSync(folder)) {
  if (file.endsWith('.sql')) rmSync(new URL(file, folder));
}
for (const scenario of SCENARIOS) {
  writeFileSync(new URL(`${scenario.name}.sql`, folder), await snapshotOf(scenario));
}
console.log(`${SCENARIOS.length} SQL snapshots written to ${folder.pathname}`);
