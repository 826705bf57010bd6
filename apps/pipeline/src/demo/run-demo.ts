import type { DatabaseHandle } from '@yardstick/db/database';
import { migrateToLatest } from '@yardstick/db/migrate';
import { AGENT_COLUMNS } from '@yardstick/engine/importers/blm/listing-target';
import { openBulkSession } from '@yardstick/engine/load/open-bulk-session';
import { cityOfDistrict, type DemoCity } from './demo-areas.ts';
import { demoAgents, type DemoAgent } from './demo-agents.ts';
import { demoChecksum } from './demo-checksum.ts';
import { DEMO_AS_OF } from './demo-clock.ts';
import {
  DEMO_SOURCE,
  advanceIdentity,
  createIndexes,
  dropSecondaryIndexes,
  emptyDemoTables,
  lastDemoImport,
  realDataReason,
  setDataMode,
} from '@yardstick/engine/demo/demo-database';
import { loadDemoGeography, type DemoUnit } from './demo-geography.ts';
import { DEFAULT_SCALE, DEFAULT_SEED, demoPlan } from './demo-plan.ts';
import { fitHpiCurves } from './hpi-curves.ts';
import { loadCrimes } from './load-crimes.ts';
import { loadReferenceTables } from './load-reference-tables.ts';
import { loadWorld } from './load-world.ts';
import { MarketModel } from './market-model.ts';
import { writeDemoMedia } from './media/write-demo-media.ts';
import { readHpiSample } from './reference-data.ts';
import { writeTable } from './table-writer.ts';

/**
 * `npm run data -- demo [--scale N] [--seed N] [--force]`: replaces the database's data
 * with the deterministic demo dataset (see ./reference/ATTRIBUTION.md for the real data it
 * is built on), labels it (app_settings.data_mode = "demo", an `imports` row with source
 * 'demo'), and writes the generated pictures to `mediaDir` (served at /media/demo/).
 *
 * Refuses when the database holds real imported data, unless `force`. When the database
 * already holds exactly this demo dataset (same seed, scale and generator), it is left as
 * it is (`force` rebuilds anyway). The load runs in one transaction: it either completes
 * or leaves the database as it was.
 */

export interface DemoOptions {
  seed?: number;
  scale?: number;
  /** Run even over real imported data (which is discarded), and rebuild even if unchanged. */
  force?: boolean;
  /** Folder for the generated pictures (e.g. <DATA_DIR>/media/demo); null or absent: not written. */
  mediaDir?: string | null;
  /** Progress lines for a terminal. */
  onProgress?: (message: string) => void;
}

export interface DemoResult {
  status: 'loaded' | 'unchanged';
  seed: number;
  scale: number;
  checksum: string;
  /** Rows written per table (empty when unchanged). */
  tables: Record<string, number>;
  properties: number;
  media: { dir: string; files: number; bytes: number } | null;
  seconds: number;
}

export class DemoRefusedError extends Error {
  constructor(reason: string) {
    super(
      `Refusing to load the demo dataset: ${reason}. Run with --force to replace it with demo data.`,
    );
    this.name = 'DemoRefusedError';
  }
}

/** Tables whose secondary indexes are dropped during the load and built once after it. */
const BIG_TABLES = [
  'sold_prices',
  'epc_certificates',
  'listings',
  'listing_price_history',
  'plot_polygons',
  'crimes',
];

export async function runDemo(
  handle: DatabaseHandle,
  options: DemoOptions = {},
): Promise<DemoResult> {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_SEED;
  const scale = options.scale ?? DEFAULT_SCALE;
  const plan = demoPlan(seed, scale);
  const report = options.onProgress;
  const log = (message: string) => report?.(`[${elapsed(started).toFixed(1)} s] ${message}`);
  const checksum = demoChecksum(seed, scale);
  await migrateToLatest(handle.db);

  const session = await openBulkSession(handle);
  const sql = session.sql;
  let agents: DemoAgent[] = [];
  const tables: Record<string, number> = {};
  let properties = 0;
  /** Writes the pictures (when asked for) and answers what the run did. */
  const finish = async (status: DemoResult['status']): Promise<DemoResult> => {
    const media = options.mediaDir
      ? { dir: options.mediaDir, ...(await writeDemoMedia(options.mediaDir, seed, agents)) }
      : null;
    return { status, seed, scale, checksum, tables, properties, media, seconds: elapsed(started) };
  };
  try {
    const reason = await realDataReason(sql);
    if (reason && !options.force)
      throw new DemoRefusedError(`the database ${reason.replace(/^it /, '')}`);
    const last = await lastDemoImport(sql);
    if (!options.force && last?.checksum === checksum) {
      log('The database already holds this demo dataset; nothing to do.');
      const geography = loadDemoGeography(seed);
      agents = demoAgents(seed, plan.agentsPerCity, unitsByCity(geography.units));
      return await finish('unchanged');
    }

    log(`Generating the demo dataset (seed ${seed}, scale ${scale})...`);
    const geography = loadDemoGeography(seed);
    const curves = fitHpiCurves(readHpiSample(), seed);
    const market = new MarketModel(
      curves,
      geography.units.flatMap((u) =>
        u.realSales.map((sale) => ({ sale, ladCode: u.ladCode, regionCode: u.regionCode })),
      ),
    );
    agents = demoAgents(seed, plan.agentsPerCity, unitsByCity(geography.units));

    await sql.query('BEGIN');
    try {
      await emptyDemoTables(sql);
      const dropped = await dropSecondaryIndexes(sql, BIG_TABLES);
      Object.assign(tables, await loadReferenceTables(session, seed, geography, curves));
      log(
        `Reference data: ${geography.units.length} postcodes, ${geography.districts.length} districts, ${tables['hpi']} HPI months`,
      );

      tables['agents'] = await writeTable(
        session,
        'agents',
        ['id', ...AGENT_COLUMNS, 'updated_at'],
        agents,
        (a) => ({
          id: a.id,
          source: DEMO_SOURCE,
          source_ref: a.sourceRef,
          name: a.name,
          brand_image_url: a.brandImage,
          contact_phone: a.phone,
          email: a.email,
          address: a.address,
          postcode: a.postcode,
          website: a.website,
          updated_at: `${DEMO_AS_OF}T00:00:00Z`,
        }),
      );

      const world = await loadWorld(session, plan, geography, market, agents, (n) =>
        log(`  ${n.toLocaleString('en-GB')} properties...`),
      );
      properties = world.properties;
      const { properties: _p, ...worldTables } = world;
      Object.assign(tables, worldTables);
      log(
        `Properties: ${world.properties}, sales: ${world.sold_prices}, listings: ${world.listings}, PLO pairs: ${world.plo_pairs}`,
      );

      tables['crimes'] = await loadCrimes(session, seed, geography.units, plan.crimeVolumeScale);
      log(`Crimes: ${tables['crimes']}`);

      if (dropped.length > 0) {
        log(`Building ${dropped.length} indexes...`);
        await createIndexes(sql, dropped);
      }
      await advanceIdentity(sql, 'agents');
      await advanceIdentity(sql, 'listings');
      await setDataMode(sql, 'demo');
      const total = Object.values(tables).reduce((s, n) => s + n, 0);
      await sql.query(
        `INSERT INTO imports (source, file, file_name, vintage, checksum, status, rows_read, inserted, message, finished_at)
         VALUES ($1, $2, $3, $4, $5, 'succeeded', $6, $6, $7, now())`,
        [
          DEMO_SOURCE,
          `demo seed=${seed} scale=${scale}`,
          'demo',
          DEMO_AS_OF,
          checksum,
          total,
          JSON.stringify(tables),
        ],
      );
      log('Committing...');
      await sql.query('COMMIT');
    } catch (error) {
      await sql.query('ROLLBACK').catch(() => {});
      throw error;
    }
    log('Analysing tables...');
    await sql.query(`ANALYZE ${Object.keys(tables).join(', ')}`);
  } finally {
    await session.release();
  }

  const loaded = await finish('loaded');
  if (loaded.media) log(`Pictures: ${loaded.media.files} files in ${loaded.media.dir}`);
  return loaded;
}

function unitsByCity(units: readonly DemoUnit[]): Record<DemoCity, DemoUnit[]> {
  const byCity: Record<DemoCity, DemoUnit[]> = { reading: [], manchester: [], liverpool: [] };
  for (const u of units) byCity[cityOfDistrict(u.district)].push(u);
  return byCity;
}

function elapsed(started: number): number {
  return Math.round((performance.now() - started) / 100) / 10;
}
