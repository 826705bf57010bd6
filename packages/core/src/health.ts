import { z } from 'zod';

export const databaseEngineSchema = z.enum(['postgres', 'pglite']);
export type DatabaseEngine = z.infer<typeof databaseEngineSchema>;

/** demo: the generated demo dataset; real: imported open data; empty: nothing loaded yet. */
export const dataModeSchema = z.enum(['demo', 'real', 'empty']);
export type DataMode = z.infer<typeof dataModeSchema>;

export const healthResponseSchema = z
  .object({
    status: z.literal('ok'),
    version: z.string(),
    database: databaseEngineSchema,
    dataMode: dataModeSchema,
    /** Whether read-only traffic goes to a read replica (DATABASE_READ_URL is set). */
    readReplica: z.boolean(),
    /** The basemap tile source (MAP_TILE_URL); null: the offline basemap from bundled boundaries. */
    mapTiles: z.object({ urlTemplate: z.string(), attribution: z.string() }).nullable(),
  })
  .meta({ id: 'Health' });

export type HealthResponse = z.infer<typeof healthResponseSchema>;
