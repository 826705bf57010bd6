import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chooseBasemap,
  ERRORS_BEFORE_FIRST_LOAD,
  ERRORS_IN_A_ROW,
  TILE_WATCH_START,
  tileFailures,
  watchTiles,
  type TileEvent,
  type TileWatch,
} from './tile-fallback.ts';

const OSM = {
  urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; OpenStreetMap contributors',
};

const play = (events: TileEvent[], from: TileWatch = TILE_WATCH_START) =>
  events.reduce(watchTiles, from);
const times = (n: number, event: TileEvent): TileEvent[] => Array<TileEvent>(n).fill(event);

describe('chooseBasemap', () => {
  it('draws the configured tiles (OpenStreetMap by default) while they work', () => {
    expect(chooseBasemap({ source: OSM, online: true, failed: false })).toEqual({
      kind: 'tiles',
      source: OSM,
    });
  });

  it('draws the offline basemap without tiles, offline, or when the tiles failed', () => {
    expect(chooseBasemap({ source: null, online: true, failed: false })).toEqual({
      kind: 'offline',
      reason: 'not-configured',
    });
    expect(chooseBasemap({ source: undefined, online: true, failed: false }).kind).toBe('offline');
    expect(chooseBasemap({ source: OSM, online: false, failed: false })).toEqual({
      kind: 'offline',
      reason: 'browser-offline',
    });
    expect(chooseBasemap({ source: OSM, online: true, failed: true })).toEqual({
      kind: 'offline',
      reason: 'tiles-failed',
    });
  });
});

describe('watchTiles', () => {
  it('gives up on a source that fails before any tile loads (offline, blocked)', () => {
    expect(play(times(ERRORS_BEFORE_FIRST_LOAD - 1, 'error')).failed).toBe(false);
    expect(play(times(ERRORS_BEFORE_FIRST_LOAD, 'error')).failed).toBe(true);
  });

  it('gives up when the first tile does not come in time, not once tiles load', () => {
    expect(play(['timeout']).failed).toBe(true);
    expect(play(['load', 'timeout']).failed).toBe(false);
  });

  it('keeps the tiles through a few broken ones, not through a lost connection', () => {
    const some = play(['load', 'load', 'error', 'error', 'load', 'error']);
    expect(some).toEqual({ loaded: 3, errorsInARow: 1, failed: false });
    const lost = play(['load', ...times(ERRORS_IN_A_ROW - 1, 'error')]);
    expect(lost.failed).toBe(false);
    expect(watchTiles(lost, 'error').failed).toBe(true);
  });

  it('stays failed', () => {
    const failed = play(times(ERRORS_BEFORE_FIRST_LOAD, 'error'));
    expect(play(['load', 'load'], failed).failed).toBe(true);
  });
});

describe('tileFailures', () => {
  afterEach(() => tileFailures.clear());

  it('remembers failed sources for every map and forgets them when cleared', () => {
    const listener = vi.fn();
    const unsubscribe = tileFailures.subscribe(listener);
    tileFailures.add(OSM.urlTemplate);
    tileFailures.add(OSM.urlTemplate);
    expect(tileFailures.has(OSM.urlTemplate)).toBe(true);
    expect(tileFailures.has('https://other.example/{z}/{x}/{y}.png')).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    tileFailures.clear();
    expect(tileFailures.has(OSM.urlTemplate)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    tileFailures.add(OSM.urlTemplate);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
