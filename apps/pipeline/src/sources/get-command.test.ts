import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import type { CommandContext } from '../cli/command.ts';
import { runCli } from '../cli/run-cli.ts';
import { output } from '../../test/cli-support.ts';
import {
  handDownloads,
  localManifest,
  startPublisherServer,
  type PublisherServer,
} from '@yardstick/engine/test/publisher-server';
import { parseAreas } from '@yardstick/engine/sources/areas';
import { runDataGet, type DataGetOptions } from '@yardstick/engine/sources/get-data';
import { loadManifest } from '@yardstick/engine/sources/manifest';

const NOW = new Date(Date.UTC(2025, 7, 15));
const S3 = '/prod.publishing.service.gov.uk.s3.amazonaws.com';
const POLICE = '/data.police.uk/data/archive/2025-07.zip';

async function count(handle: DatabaseHandle, query: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`${sql.raw(query)}`.execute(handle.db);
  return Number(rows[0]?.n ?? 0);
}

describe('npm run data -- get, against the publishers (a local server in their layouts)', () => {
  let server: PublisherServer;
  let handle: DatabaseHandle;
  let dataDir: string;
  beforeAll(async () => {
    server = await startPublisherServer();
    handle = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'yardstick-get-'));
  });
  afterAll(async () => {
    await server.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = async (areas: string[], more: Partial<DataGetOptions> = {}) => {
    const stdout = output();
    const stderr = output();
    let derived = 0;
    const { code, result } = await runDataGet({
      ...(areas.length > 0 ? { selection: parseAreas(areas, false) } : {}),
      dataDir,
      manifest: localManifest(loadManifest(), server.origin),
      now: NOW,
      months: 24,
      retryDelayMs: 5,
      fetch: (input, init) => fetch(input, init),
      askEpcCredentials: async () => ({ email: 'me@example.com', key: 'k3y' }),
      openDatabase: async () => ({ ...handle, close: async () => {} }),
      deriveAfter: async () => {
        derived += 1;
        return 0;
      },
      stdout,
      stderr,
      ...more,
    });
    return { code, result, stdout: stdout.text, stderr: stderr.text, derived };
  };

  it('fetches every dataset for RG1, cut to RG1 as it streams, resuming two broken downloads', async () => {
    server.breakOnce(`${S3}/pp-complete.csv`);
    server.breakOnce(POLICE);
    const run = await get(['RG1']);
    expect(run.stderr).toMatch(
      /ppd: http:\/\/127\.0\.0\.1:\d+\/prod\.publishing.*pp-complete\.csv broke off after .* resuming from there/,
    );
    expect(run.stderr).toMatch(/police: .*2025-07\.zip broke off after .* resuming from there/);
    expect(run.code).toBe(0);

    // Each broken body was asked for again from where it stopped, and answered 206.
    for (const p of [`${S3}/pp-complete.csv`, POLICE]) {
      const gets = server.log.filter((l) => l.path === p && l.method === 'GET');
      expect(gets.map((g) => g.status)).toEqual([200, 206]);
      expect(gets[1]?.range).toMatch(/^bytes=\d+-$/);
    }
    // The cut files hold RG1 only: Price Paid's 7 RG1 sales of 28 rows.
    const ppd = readFileSync(path.join(dataDir, 'downloads/ppd/pp-complete.csv'), 'utf8');
    expect(ppd.trim().split('\n')).toHaveLength(7);
    expect(ppd).not.toMatch(/RG2 0AA|GREATER MANCHESTER/);
    expect(
      await count(handle, `SELECT count(*) AS n FROM sold_prices WHERE postcode LIKE 'RG1 %'`),
    ).toBe(7);
    expect(await count(handle, 'SELECT count(*) AS n FROM sold_prices')).toBe(7);
    expect(await count(handle, 'SELECT count(*) AS n FROM postcodes')).toBe(6);
    // police.uk: the RG1 LSOAs' three crimes, not London's nor RG2's.
    expect(await count(handle, 'SELECT count(*) AS n FROM crimes')).toBe(3);
    // UK HPI: Reading and the nation's rows, not other authorities'.
    expect(
      await count(handle, `SELECT count(*) AS n FROM hpi WHERE area_code = 'E06000038'`),
    ).toBeGreaterThan(0);
    expect(
      await count(
        handle,
        `SELECT count(DISTINCT area_code) AS n FROM hpi WHERE area_code NOT IN ('E06000038','E92000001','K02000001','K03000001','K04000001','E12000008')`,
      ),
    ).toBe(0);
    // IoD2019 for RG1's LSOAs only.
    expect(
      await count(handle, 'SELECT count(*) AS n FROM lsoas WHERE imd_rank IS NOT NULL'),
    ).toBeGreaterThan(0);
    expect(
      await count(
        handle,
        `SELECT count(*) AS n FROM lsoas WHERE imd_rank IS NOT NULL AND code NOT IN ('E01016353','E01016355','E01016356')`,
      ),
    ).toBe(0);
    // The EPC API was asked with the user's credentials for the district.
    const epc = server.log.find((l) => l.path.endsWith('/domestic/search'));
    expect(epc?.authorization).toBe(
      `Basic ${Buffer.from('me@example.com:k3y').toString('base64')}`,
    );
    expect(JSON.parse(readFileSync(path.join(dataDir, 'credentials.json'), 'utf8'))).toEqual({
      epc: { email: 'me@example.com', key: 'k3y' },
    });
    expect(run.derived).toBe(1);
    expect(
      await count(
        handle,
        `SELECT count(*) AS n FROM app_settings WHERE key = 'data_mode' AND value = '"real"'::jsonb`,
      ),
    ).toBe(1);
    // Each cut file is in the cache with its checksum, date and the publisher's validators.
    const cache = JSON.parse(
      readFileSync(path.join(dataDir, 'downloads/cache.json'), 'utf8'),
    ) as Record<string, { etag?: string; outputs: { sha256: string }[]; fetchedAt: string }>;
    expect(cache['ppd/complete']?.etag).toMatch(/^"/);
    expect(cache['ppd/complete']?.outputs[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('asks again conditionally: every file answers 304, nothing is fetched or imported again', async () => {
    const before = server.log.length;
    const run = await get(['RG1']);
    expect(run.code).toBe(0);
    const again = server.log
      .slice(before)
      .filter((l) => l.method === 'GET' && !l.path.includes('/api/'));
    const downloads = again.filter((l) => !l.path.endsWith('/search'));
    expect(downloads.length).toBeGreaterThan(0);
    for (const l of downloads.filter((d) => !d.path.includes('opendatacommunities'))) {
      expect({ path: l.path, status: l.status, conditional: l.conditional }).toEqual({
        path: l.path,
        status: 304,
        conditional: true,
      });
    }
    expect(run.stderr).toContain('unchanged at the publisher, not imported again');
    expect(run.derived).toBe(0);
  });

  it('refresh fetches the monthly change file for the last run’s areas and applies it', async () => {
    const run = await get([], { refresh: true });
    expect(run.code).toBe(0);
    const fetched = run.result.files.map((f) => `${f.name} ${f.file} ${f.status}`);
    expect([...new Set(fetched)]).toEqual([
      'ppd monthly fetched',
      'hpi full-file unchanged',
      'police archive unchanged',
    ]);
    // One addition, one change, one deletion in RG1.
    expect(await count(handle, 'SELECT count(*) AS n FROM sold_prices')).toBe(7);
    expect(await count(handle, `SELECT count(*) AS n FROM sold_prices WHERE price = 367500`)).toBe(
      1,
    );
    expect(
      await count(
        handle,
        `SELECT count(*) AS n FROM sold_prices WHERE date_of_transfer = '2019-11-08'`,
      ),
    ).toBe(0);
  });

  it('names the dataset and the address when the publisher answers 404', async () => {
    const manifest = localManifest(loadManifest(), server.origin);
    const ppd = manifest.datasets.find((d) => d.name === 'ppd')!;
    const moved = `${server.origin}${S3}/pp-complete-moved.csv`;
    ppd.files[0]!.find = { kind: 'url', url: moved };
    const run = await get(['RG1'], { manifest, only: ['ppd'] });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`ppd: ${moved} answered HTTP 404 Not Found`);
  });

  it('stops a file whose layout changed, naming the dataset, the address and the column', async () => {
    const changed = '/assets.publishing.service.gov.uk/media/imd/File_7_renamed.csv';
    server.publish(changed, Buffer.from('LSOA code (2021),IMD rank\nE01016353,1\n'));
    const manifest = localManifest(loadManifest(), server.origin);
    manifest.datasets.find((d) => d.name === 'imd')!.files[0]!.find = {
      kind: 'url',
      url: `${server.origin}${changed}`,
    };
    const run = await get(['RG1'], { manifest, only: ['imd'] });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `imd: the layout of ${server.origin}${changed} changed: no column "LSOA code (2011)"`,
    );
  });
});

describe('npm run data -- get on the command line', () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  let folder: string;
  let opened = 0;
  beforeAll(async () => {
    handle = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'yardstick-get-cli-'));
    folder = mkdtempSync(path.join(tmpdir(), 'yardstick-downloads-'));
    for (const [name, body] of handDownloads()) {
      mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
      writeFileSync(path.join(folder, name), body);
    }
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
  });

  const run = async (...argv: string[]) => {
    const stdout = output();
    const stderr = output();
    const context: CommandContext = {
      config: () => ({ DATA_DIR: dataDir, DATABASE_URL: undefined, DEMO_DATA: 'off' }),
      openDatabase: async () => {
        opened += 1;
        return { ...handle, close: async () => {} };
      },
      stdout,
      stderr,
    };
    const code = await runCli(argv, context);
    return { code, stdout: stdout.text, stderr: stderr.text };
  };

  it('--dry-run --json lists what would be fetched, with sizes and licences, fetching nothing', async () => {
    const { code, stdout } = await run('get', 'RG1', '--dry-run', '--json');
    expect(code).toBe(0);
    expect(opened).toBe(0);
    const { datasets } = JSON.parse(stdout) as { datasets: Record<string, unknown>[] };
    expect(datasets.map((d) => d.name)).toEqual([
      'onspd',
      'ppd',
      'hpi',
      'police',
      'imd',
      'epc',
      'schools',
      'schools',
      'naptan',
    ]);
    for (const d of datasets) {
      expect(Object.keys(d)).toEqual(
        expect.arrayContaining([
          'name',
          'publisher',
          'licence',
          'url',
          'documentation',
          'lastChecked',
          'bytes',
        ]),
      );
    }
    expect(datasets.find((d) => d.name === 'ppd')?.url).toBe(
      'http://prod.publishing.service.gov.uk.s3.amazonaws.com/pp-complete.csv',
    );
    expect(datasets.find((d) => d.name === 'epc')?.url).toBe(
      'https://epc.opendatacommunities.org/api/v1/domestic/search?postcode=RG1&size=5000',
    );
  });

  it('--source points a dataset at a mirror', async () => {
    const { stdout } = await run(
      'get',
      'RG1',
      '--dry-run',
      '--json',
      '--source',
      'ppd=https://mirror.example/pp-complete.csv',
    );
    const { datasets } = JSON.parse(stdout) as { datasets: { name: string; url: string }[] };
    expect(datasets.find((d) => d.name === 'ppd')?.url).toBe(
      'https://mirror.example/pp-complete.csv',
    );
  });

  it('refuses what is not an area', async () => {
    const { code, stderr } = await run('get', 'Atlantis');
    expect(code).toBe(2);
    expect(stderr).toContain('"Atlantis" is not a postcode area (RG)');
  });

  it('get RG1 --from <folder> on a fresh database ends with real RG1 sales and their figures', async () => {
    const { code, stdout, stderr } = await run('get', 'RG1', '--from', folder, '--months', '24');
    expect(stderr).not.toMatch(/failed|changed/);
    expect(code).toBe(0);
    expect(stdout).toMatch(/get RG1: 0 fetched, 0 unchanged, \d+ from the folder/);
    expect(
      await count(handle, `SELECT count(*) AS n FROM sold_prices WHERE postcode LIKE 'RG1 %'`),
    ).toBe(7);
    expect(await count(handle, 'SELECT count(*) AS n FROM crimes')).toBe(3);
    expect(
      await count(handle, `SELECT count(*) AS n FROM hpi WHERE area_code = 'E06000038'`),
    ).toBeGreaterThan(0);
    // Then the derive ran on them.
    expect(stderr).toMatch(/^derive/m);
    expect(
      await count(
        handle,
        `SELECT count(*) AS n FROM app_settings WHERE key = 'data_mode' AND value = '"real"'::jsonb`,
      ),
    ).toBe(1);
  });
});
