import type { HealthResponse } from '@yardstick/core/health';
import type { AppContext } from '../../context.ts';
import { readDataMode } from './health.repository.ts';

export async function getHealth(ctx: AppContext): Promise<HealthResponse> {
  return {
    status: 'ok',
    version: ctx.config.version,
    database: ctx.database.engine,
    dataMode: await readDataMode(ctx.database.db),
    readReplica: ctx.readDatabase !== ctx.database,
    mapTiles: ctx.config.MAP_TILE_URL
      ? { urlTemplate: ctx.config.MAP_TILE_URL, attribution: ctx.config.MAP_TILE_ATTRIBUTION }
      : null,
  };
}
