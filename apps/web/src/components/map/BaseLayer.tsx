import { useState } from 'react';
import { TileLayer } from 'react-leaflet';
import { useHealth } from '../../lib/health.ts';
import { OfflineBasemap } from './OfflineBasemap.tsx';

/**
 * Tiles from the configured source (MAP_TILE_URL, reported by GET /api/health) or, without
 * one and as soon as a tile fails to load (no network), the offline basemap.
 */
export function BaseLayer() {
  const { data: health, isPending } = useHealth();
  const [tilesFailed, setTilesFailed] = useState(false);
  const tiles = health?.mapTiles;
  if (isPending) return null;
  if (!tiles || tilesFailed) return <OfflineBasemap />;
  return (
    <TileLayer
      url={tiles.urlTemplate}
      attribution={tiles.attribution}
      maxZoom={19}
      eventHandlers={{ tileerror: () => setTilesFailed(true) }}
    />
  );
}
