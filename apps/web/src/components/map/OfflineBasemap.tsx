import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useMap } from 'react-leaflet';
import { useBasemap, type BasemapCollection } from './api/get-basemap.ts';
import { districtBox, districtLabels } from './basemap-labels.ts';

export const OFFLINE_ATTRIBUTION =
  'Boundaries: Source: ONS, <a href="/data-sources">OGL v3.0</a>. ' +
  'Contains OS data &copy; Crown copyright and database right 2023';

const LAND_STYLE: L.PathOptions = {
  color: '#8f9bab',
  weight: 1.4,
  fillColor: '#f4f1e8',
  fillOpacity: 1,
  interactive: false,
};

/** Smallest gap between two labels' centres, in pixels, so that names never overlap. */
const LABEL_GAP = { x: 150, y: 26 };

function ensurePane(map: L.Map, name: string, zIndex: number) {
  const pane = map.getPane(name) ?? map.createPane(name);
  pane.style.zIndex = String(zIndex);
  pane.style.pointerEvents = 'none';
  return name;
}

function drawLabels(
  map: L.Map,
  data: BasemapCollection,
  layer: L.LayerGroup,
  boxes: ReturnType<typeof districtBox>[],
) {
  layer.clearLayers();
  const b = map.getBounds();
  const view = { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() };
  const placed: L.Point[] = [];
  for (const label of districtLabels(data.features, view, boxes)) {
    const at = map.latLngToContainerPoint([label.lat, label.lng]);
    if (
      placed.some((p) => Math.abs(p.x - at.x) < LABEL_GAP.x && Math.abs(p.y - at.y) < LABEL_GAP.y)
    ) {
      continue;
    }
    placed.push(at);
    const text = document.createElement('span');
    text.textContent = label.name;
    L.marker([label.lat, label.lng], {
      pane: 'basemapLabels',
      interactive: false,
      keyboard: false,
      icon: L.divIcon({ className: 'ys-basemap-label', html: text, iconSize: undefined }),
    }).addTo(layer);
  }
}

/**
 * The map background without a tile server: local authority districts drawn on canvas (land
 * on a sea-blue map), with district names. Loaded on first use from the bundled file.
 */
export function OfflineBasemap() {
  const map = useMap();
  const { data } = useBasemap(true);
  const boxes = useMemo(() => data?.features.map(districtBox) ?? [], [data]);

  useEffect(() => {
    if (!data) return;
    ensurePane(map, 'basemap', 150);
    ensurePane(map, 'basemapLabels', 350);
    const container = map.getContainer();
    container.classList.add('ys-offline-basemap');
    const renderer = L.canvas({ pane: 'basemap', padding: 0.5 });
    const land = L.geoJSON(data as GeoJSON.FeatureCollection, {
      pane: 'basemap',
      // The style carries the renderer: the districts go on one canvas, not 362 SVG paths.
      style: () => ({ ...LAND_STYLE, renderer }),
      attribution: OFFLINE_ATTRIBUTION,
    }).addTo(map);
    const labels = L.layerGroup().addTo(map);
    const redraw = () => drawLabels(map, data, labels, boxes);
    redraw();
    map.on('moveend zoomend', redraw);
    container.dataset.basemap = 'offline';
    return () => {
      map.off('moveend zoomend', redraw);
      land.remove();
      labels.remove();
      container.classList.remove('ys-offline-basemap');
      delete container.dataset.basemap;
    };
  }, [map, data, boxes]);

  return null;
}
