import type { HealthResponse } from '@yardstick/core/health';

/**
 * Which background a map draws (docs/product.md#map-search): the configured tiles
 * (OpenStreetMap's by default, GET /api/health `mapTiles`), or the offline basemap of
 * bundled district boundaries when no tiles are configured, the browser is offline, or the
 * tiles cannot load. Pure rules here; BaseLayer wires them to Leaflet's tile events.
 */

export type TileSource = NonNullable<HealthResponse['mapTiles']>;

export type Basemap =
  | { kind: 'tiles'; source: TileSource }
  | { kind: 'offline'; reason: 'not-configured' | 'browser-offline' | 'tiles-failed' };

export function chooseBasemap(input: {
  source: TileSource | null | undefined;
  online: boolean;
  /** The tiles of this source already failed in this page's life (tileFailures). */
  failed: boolean;
}): Basemap {
  if (!input.source) return { kind: 'offline', reason: 'not-configured' };
  if (!input.online) return { kind: 'offline', reason: 'browser-offline' };
  if (input.failed) return { kind: 'offline', reason: 'tiles-failed' };
  return { kind: 'tiles', source: input.source };
}

/** Failed tiles before any has loaded that mean the source is unreachable (offline, blocked). */
export const ERRORS_BEFORE_FIRST_LOAD = 3;
/** Failed tiles in a row, after some loaded, that mean the connection was lost. */
export const ERRORS_IN_A_ROW = 6;
/** How long the first tile may take once tiles were asked for (a network that drops packets). */
export const FIRST_TILE_TIMEOUT_MS = 10_000;

export interface TileWatch {
  loaded: number;
  /** Errors since the last tile that loaded (all errors while none has). */
  errorsInARow: number;
  failed: boolean;
}

export const TILE_WATCH_START: TileWatch = { loaded: 0, errorsInARow: 0, failed: false };

export type TileEvent = 'load' | 'error' | 'timeout';

/**
 * The tiles' state after one more event. A single broken tile does not switch the
 * background; a source that never delivers (errors or silence before the first tile) or
 * stops delivering (errors in a row) does. Once failed, it stays failed.
 */
export function watchTiles(watch: TileWatch, event: TileEvent): TileWatch {
  if (watch.failed) return watch;
  switch (event) {
    case 'load':
      return { loaded: watch.loaded + 1, errorsInARow: 0, failed: false };
    case 'error': {
      const errorsInARow = watch.errorsInARow + 1;
      const limit = watch.loaded === 0 ? ERRORS_BEFORE_FIRST_LOAD : ERRORS_IN_A_ROW;
      return { ...watch, errorsInARow, failed: errorsInARow >= limit };
    }
    case 'timeout':
      return watch.loaded === 0 ? { ...watch, failed: true } : watch;
  }
}

/**
 * Tile sources that failed in this page's life, shared by every map (a second map on the
 * page or the next map page starts on the offline basemap at once). Cleared when the
 * browser comes back online, so the tiles are tried again.
 */
function createTileFailures() {
  const failed = new Set<string>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    has: (urlTemplate: string) => failed.has(urlTemplate),
    add(urlTemplate: string) {
      if (failed.has(urlTemplate)) return;
      failed.add(urlTemplate);
      notify();
    },
    clear() {
      if (failed.size === 0) return;
      failed.clear();
      notify();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const tileFailures = createTileFailures();
