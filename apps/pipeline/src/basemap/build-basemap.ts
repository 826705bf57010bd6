import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { labelPoint, roundRing, type PolygonCoords, type Position } from './basemap-geometry.ts';

/**
 * Builds the offline basemap (apps/web/public/basemap/local-authorities.geojson) from the
 * ONS-derived UK HPI geographies file (see README.md here): keeps the 362 local authority
 * districts, rounds coordinates to 5 decimals (about 1 m), and adds a label point to each.
 *
 *   npx tsx apps/pipeline/src/basemap/build-basemap.ts <uk_hpi_geographies.geojson> [out]
 */
const DECIMALS = 5;
const DISTRICT_TYPE = 'la-districts-uk';
const DEFAULT_OUT = path.resolve(
  import.meta.dirname,
  '../../../web/public/basemap/local-authorities.geojson',
);

interface SourceFeature {
  properties: { type: string; name: string; code: string; year?: string };
  geometry:
    | { type: 'Polygon'; coordinates: PolygonCoords }
    | { type: 'MultiPolygon'; coordinates: PolygonCoords[] };
}

const [source, out = DEFAULT_OUT] = process.argv.slice(2);
if (!source) {
  console.error('Usage: build-basemap.ts <uk_hpi_geographies.geojson> [out.geojson]');
  process.exit(1);
}

const collection = JSON.parse(readFileSync(source, 'utf8')) as { features: SourceFeature[] };
const features = collection.features
  .filter((f) => f.properties.type === DISTRICT_TYPE)
  .map((f) => {
    const parts = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    const rounded = parts
      .map((polygon) => polygon.map((ring) => roundRing(ring, DECIMALS)))
      .filter((polygon) => (polygon[0]?.length ?? 0) >= 4);
    const label = labelPoint(rounded);
    const labelLngLat: Position | null = label
      ? [Number(label[0].toFixed(DECIMALS)), Number(label[1].toFixed(DECIMALS))]
      : null;
    return {
      type: 'Feature' as const,
      properties: { name: f.properties.name, code: f.properties.code, label: labelLngLat },
      geometry:
        rounded.length === 1
          ? { type: 'Polygon' as const, coordinates: rounded[0]! }
          : { type: 'MultiPolygon' as const, coordinates: rounded },
    };
  })
  .sort((a, b) => a.properties.code.localeCompare(b.properties.code));

writeFileSync(out, JSON.stringify({ type: 'FeatureCollection', features }) + '\n');
console.log(
  `${features.length} districts: ${statSync(source).size} bytes in, ${statSync(out).size} bytes out (${out})`,
);
