import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '@yardstick/core/health';
import { openAppDatabases, type AppDatabases } from '@yardstick/db/database';
import { migrateToLatest } from '@yardstick/db/migrate';
import {
  replicaClusterUnavailable,
  startReplicaCluster,
  type ReplicaCluster,
} from '@yardstick/db/test/replica-cluster';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import {
  generateListings,
  insertListings,
  seedGeography,
  signedInUser,
  type ListingFixture,
  type SignedInUser,
} from '../test/search-fixtures.ts';

/**
 * DATABASE_READ_URL on a real streaming replica: the app is wired as server.ts wires it
 * (openAppDatabases, then buildApp with both handles). With replay paused on the replica,
 * a listing inserted on the primary is invisible to every replica-routed read while the
 * read-your-writes paths (session, favourites and their lists) see it; once the replica
 * catches up, the search finds it. Runs in its own vitest project ("cluster"), once.
 */

const unavailable = replicaClusterUnavailable();
if (unavailable) console.log(`read-replica test skipped: ${unavailable}`);

const PERMISSIONS = ['property_estimates_es', 'favorite_properties'];
/** The advisory lock id Kysely's PostgreSQL adapter takes around migrations. */
const KYSELY_MIGRATION_LOCK = '3853314791062309107';
/** Where only the new listing lies: no fixture postcode is near Birmingham. */
const SPOT = { lat: 52.4797, lng: -1.9026 };

describe.skipIf(unavailable !== undefined)('read replica (DATABASE_READ_URL)', () => {
  let cluster: ReplicaCluster | undefined;
  let databases: AppDatabases | undefined;
  let app: FastifyInstance | undefined;
  let config: Config;
  let seeded: ListingFixture;
  let dataDir: string | undefined;

  beforeAll(async () => {
    cluster = await startReplicaCluster();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'yardstick-replica-app-'));
    config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      CAPTCHA_PROVIDER: 'none',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      DATABASE_URL: cluster.primaryUrl,
      DATABASE_READ_URL: cluster.replicaUrl,
    });
    databases = await openAppDatabases(config);
    await migrateToLatest(databases.primary.db);
    const postcodes = await seedGeography(databases.primary.db);
    const listings = await insertListings(databases.primary.db, generateListings(5, 40, postcodes));
    seeded = listings.find((l) => l.transaction_type === 'sale' && l.status !== 'withdrawn')!;
    app = await buildApp({ config, database: databases.primary, readDatabase: databases.read });
    await app.ready();
    await cluster.waitForReplay();
  });

  afterAll(async () => {
    // Each step on its own: the servers are stopped whatever failed before.
    await app?.close().catch(() => undefined);
    await databases?.close().catch(() => undefined);
    await cluster?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (user: SignedInUser, url: string) =>
    app!.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
  const hitIds = async (user: SignedInUser) => {
    const res = await get(
      user,
      `/api/property/_s/property/estimates?latitude=${SPOT.lat}&longitude=${SPOT.lng}&radius=500`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().hits.hits as { _id: string }[]).map((h) => h._id);
  };
  const favouriteIds = async (user: SignedInUser) => {
    const res = await get(user, '/api/favorite/properties');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().content as { propertyId: string }[]).map((c) => c.propertyId);
  };

  it('opens the replica as a read-only pool and says so in the health answer', async () => {
    const { primary, read } = databases!;
    expect(read).not.toBe(primary);
    expect(read.readOnly).toBe(true);
    const write = sql`INSERT INTO app_settings (key, value) VALUES ('replica-test', '{}'::jsonb)`;
    await expect(write.execute(read.db)).rejects.toThrow(/read-only transaction/);
    await write.execute(primary.db);

    const res = await app!.inject({ method: 'GET', url: '/api/health' });
    expect(healthResponseSchema.parse(res.json())).toMatchObject({
      database: 'postgres',
      readReplica: true,
    });
  });

  it('keeps the read pool read-only even when DATABASE_READ_URL names a writable server', async () => {
    // Not a standby, so only the pool's default_transaction_read_only stops the write.
    const misrouted = await openAppDatabases({
      DATABASE_URL: cluster!.primaryUrl,
      DATABASE_READ_URL: cluster!.primaryUrl,
      DATA_DIR: dataDir!,
    });
    try {
      const write = sql`UPDATE app_settings SET value = '[]'::jsonb WHERE key = 'replica-test'`;
      await expect(write.execute(misrouted.read.db)).rejects.toThrow(/read-only transaction/);
      const { rows } = await sql<{ on: string }>`SHOW default_transaction_read_only`.execute(
        misrouted.primary.db,
      );
      expect(rows[0]).toEqual({ default_transaction_read_only: 'off' });
    } finally {
      await misrouted.close();
    }
  });

  it('starts on an up-to-date primary without taking the migration lock', async () => {
    // Another session holds Kysely's migration lock (as one leaked through a pooler would):
    // a start with nothing to migrate must not wait for it.
    const holder = new pg.Client({ connectionString: cluster!.primaryUrl });
    await holder.connect();
    try {
      await holder.query(`SELECT pg_advisory_lock(${KYSELY_MIGRATION_LOCK})`);
      const waited = new Promise((resolve) =>
        setTimeout(() => resolve('waited for the lock'), 5_000),
      );
      await expect(Promise.race([migrateToLatest(databases!.primary.db), waited])).resolves.toEqual(
        [],
      );
    } finally {
      await holder.end();
    }
  });

  it('reads listings from the replica and favourites, sessions and membership from the primary', async () => {
    const { primary } = databases!;
    await cluster!.pauseReplay();

    // Written while the replica is paused: only the primary knows this user, session and listing.
    const user = await signedInUser(primary.db, PERMISSIONS);
    const [template] = generateListings(77, 1, []);
    const [fresh] = await insertListings(primary.db, [
      {
        ...template!,
        source_ref: 'replica-test',
        transaction_type: 'sale',
        status: 'available',
        // A home: the default search leaves commercial and land listings out.
        property_type: 'T',
        property_sub_type: 'Terraced house',
        list_price: 250_000,
        lat: SPOT.lat,
        lng: SPOT.lng,
      },
    ]);
    const freshId = String(fresh!.id);

    // Replica reads: the session works (primary), the listing is not there yet (replica).
    expect(await hitIds(user)).toEqual([]);
    expect((await get(user, `/api/property-estimates/${freshId}`)).statusCode).toBe(404);
    const roi = await app!.inject({
      method: 'POST',
      url: '/api/calculator/roi',
      headers: user.headers,
      payload: { propertyId: freshId },
    });
    expect(roi.statusCode).toBe(404);
    // ... while what the replica already had is answered.
    expect((await get(user, `/api/property-estimates/${seeded.id}`)).statusCode).toBe(200);

    // Read-your-writes on the primary: the add checks the listing, the list and the status
    // see the favourite, the remove takes it away again.
    const added = await app!.inject({
      method: 'POST',
      url: '/api/favorite-properties',
      headers: user.headers,
      payload: { estimatePropertyId: freshId },
    });
    expect(added.statusCode, added.body).toBe(201);
    const { favoriteId } = added.json() as { favoriteId: string };
    expect(await favouriteIds(user)).toEqual([freshId]);
    const status = await get(user, `/api/property/favorite?propertyId=${freshId}`);
    expect(status.json()).toEqual({ favoriteId, isFavorite: true });
    const removed = await app!.inject({
      method: 'DELETE',
      url: `/api/favorite-properties/${favoriteId}`,
      headers: user.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await favouriteIds(user)).toEqual([]);
    expect((await get(user, `/api/property/favorite?propertyId=${freshId}`)).json()).toEqual({
      favoriteId: null,
      isFavorite: false,
    });

    // Still paused: the search has not seen any of it.
    expect(await hitIds(user)).toEqual([]);

    await cluster!.resumeReplay();
    await cluster!.waitForReplay();
    expect(await hitIds(user)).toEqual([freshId]);
    expect((await get(user, `/api/property-estimates/${freshId}`)).statusCode).toBe(200);
  });
});
