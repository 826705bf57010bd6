import { CRIME_COLUMNS } from '@yardstick/engine/importers/police/police-importer';
import type { BulkSession } from '@yardstick/engine/load/bulk-session';
import { DEMO_DISTRICTS } from './demo-areas.ts';
import { crimeArea, crimeMonths, districtMonthCrimes } from './demo-crimes.ts';
import type { DemoUnit } from './demo-geography.ts';
import { TableWriter } from './table-writer.ts';

/** Streams the demo crimes of every demo district and month into `crimes`. */
export async function loadCrimes(
  session: BulkSession,
  seed: number,
  units: readonly DemoUnit[],
  volumeScale: number,
): Promise<number> {
  const crimes = new TableWriter(session, 'crimes', CRIME_COLUMNS);
  for (const district of DEMO_DISTRICTS) {
    const area = crimeArea(
      district,
      units.filter((u) => u.district === district),
    );
    for (const month of crimeMonths()) {
      for (const c of districtMonthCrimes(seed, area, month, volumeScale)) {
        await crimes.add({
          crime_key: c.crimeKey,
          crime_id: c.crimeId,
          month: c.month,
          reported_by: c.force,
          falls_within: c.force,
          lng: c.lng,
          lat: c.lat,
          location: c.location,
          lsoa_code: c.lsoaCode,
          lsoa_name: c.lsoaName,
          crime_type: c.crimeType,
          last_outcome: c.lastOutcome,
        });
      }
    }
  }
  await crimes.flush();
  return crimes.rows;
}
