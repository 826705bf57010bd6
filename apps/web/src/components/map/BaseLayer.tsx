import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { TileLayer, useMap } from 'react-leaflet';
import { useHealth } from '../../lib/health.ts';
import { OfflineBasemap } from './OfflineBasemap.tsx';
import {
  chooseBasemap,
  FIRST_TILE_TIMEOUT_MS,
  TILE_WATCH_START,
  tileFailures,
  watchTiles,
  type TileEvent,
  type TileSource,
} from './tile-fallback.ts';

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
const browserOnline = () => navigator.onLine;

/**
 * The map's background: the configured tiles (GET /api/health `mapTiles`: OpenStreetMap's
 * standard tiles unless MAP_TILE_URL names another source or is off), or the offline
 * basemap of bundled boundaries when there are none, the browser is offline, or the tiles
 * cannot load (tile-fallback.ts decides; every map of the page switches together).
 */
export function BaseLayer() {
  const { data: health, isPending } = useHealth();
  const source = health?.mapTiles;
  const online = useSyncExternalStore(subscribeOnline, browserOnline, () => true);
  const failed = useSyncExternalStore(tileFailures.subscribe, () =>
    source ? tileFailures.has(source.urlTemplate) : false,
  );
  // Back online: try the tiles again.
  useEffect(() => {
    const retry = () => tileFailures.clear();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);

  if (isPending) return null;
  const basemap = chooseBasemap({ source, online, failed });
  if (basemap.kind === 'offline') return <OfflineBasemap />;
  return <Tiles key={basemap.source.urlTemplate} source={basemap.source} />;
}

/**
 * The tile layer, watching its tiles: when they do not load (tile-fallback.ts
 * `watchTiles`), the source is marked failed and BaseLayer draws the offline basemap. The
 * tiles ask with a Referer (the page's origin): Helmet's no-referrer would otherwise strip
 * it, and tile providers (OpenStreetMap's usage policy) require it.
 */
function Tiles({ source }: { source: TileSource }) {
  const map = useMap();
  const watch = useRef(TILE_WATCH_START);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const container = map.getContainer();
    container.dataset.basemap = 'tiles';
    return () => {
      clearTimeout(timer.current);
      if (container.dataset.basemap === 'tiles') delete container.dataset.basemap;
    };
  }, [map]);

  const handlers = useMemo(() => {
    const record = (event: TileEvent) => {
      watch.current = watchTiles(watch.current, event);
      if (watch.current.failed) tileFailures.add(source.urlTemplate);
    };
    return {
      tileloadstart: () => {
        if (timer.current !== undefined || watch.current.loaded > 0) return;
        timer.current = setTimeout(() => record('timeout'), FIRST_TILE_TIMEOUT_MS);
      },
      tileload: () => {
        clearTimeout(timer.current);
        record('load');
      },
      tileerror: () => record('error'),
    };
  }, [source.urlTemplate]);

  return (
    <TileLayer
      url={source.urlTemplate}
      attribution={source.attribution}
      maxZoom={19}
      referrerPolicy="strict-origin-when-cross-origin"
      eventHandlers={handlers}
    />
  );
}
