import { Group, Skeleton, Text } from '@mantine/core';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { lazy, Suspense } from 'react';
import { useViewer } from '../session/use-viewer.ts';
import { usePolygon } from './api/get-polygon.ts';
import { useSchools } from './api/nearby-lists.ts';
import { distanceText } from './figures.ts';
import classes from './PropertyDetails.module.css';
import { propertyFacilityPoints } from './maps/facility-points.ts';
import { MAP_STYLE } from './maps/map-style.ts';
import { NearbyLists } from './NearbySection.tsx';
import { Section } from './Section.tsx';

// Leaflet loads in its own chunk after the header is on screen.
const FacilitiesMap = lazy(() =>
  import('../map/FacilitiesMap.tsx').then((m) => ({ default: m.FacilitiesMap })),
);
const AreaPolygonMap = lazy(() =>
  import('./maps/AreaPolygonMap.tsx').then((m) => ({ default: m.AreaPolygonMap })),
);

const mapFallback = <Skeleton height={320} radius="md" aria-label="Loading the map" />;

function FacilitiesSection({ property }: { property: PropertyDetails }) {
  const points = propertyFacilityPoints(property);
  if (points.length === 0 || points[0]!.id !== 'origin') return null;
  return (
    <Section title="Nearest facilities" testId="facilities">
      <Suspense fallback={mapFallback}>
        <FacilitiesMap
          points={points}
          label="Map of the property and its nearest school, bus stop and station"
          distanceText={distanceText}
          className={classes.map}
          style={MAP_STYLE}
        />
      </Suspense>
      <Group gap="lg" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {points.map((p) => (
          <Group key={p.id} component="li" gap={6} wrap="nowrap">
            <span
              aria-hidden
              style={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                background: p.colour,
                flex: 'none',
              }}
            />
            <Text size="sm">
              <Text span fw={600}>
                {p.kind}
              </Text>
              {p.id !== 'origin' && (
                <>
                  : {p.name} ({distanceText(p.distance)})
                </>
              )}
            </Text>
          </Group>
        ))}
      </Group>
    </Section>
  );
}

function AreaPolygonSection({ property }: { property: PropertyDetails }) {
  const viewer = useViewer();
  const permitted = viewer.can('area_polygon');
  const polygon = usePolygon(property.plotAreaId, permitted);
  if (!viewer.known || !permitted) return null;
  const loading = !!property.plotAreaId && polygon.isPending;
  const shape = polygon.data;
  const point =
    property.latitude !== null && property.longitude !== null
      ? { lat: property.latitude, lng: property.longitude }
      : null;
  return (
    <Section title="Plot boundary" loading={loading} skeletonHeight={320} testId="area-polygon">
      {shape && shape.polygonCoordinates.length > 2 ? (
        <>
          <Suspense fallback={mapFallback}>
            <AreaPolygonMap polygon={shape} property={point} />
          </Suspense>
          <Text size="sm" c="dimmed">
            {shape.totalArea !== null && `Plot area ${Math.round(shape.totalArea)} m²`}
            {shape.totalArea !== null && shape.perimeter !== null && ' · '}
            {shape.perimeter !== null && `perimeter ${Math.round(shape.perimeter)} m`}
          </Text>
        </>
      ) : (
        <Text c="dimmed" data-testid="no-polygon">
          No data found
        </Text>
      )}
    </Section>
  );
}

/**
 * The map sections: nearest facilities (property, school, bus stop, station), what's
 * nearby (bus, train, education lists) and the plot boundary (with the 'area_polygon'
 * permission only; 'No data found' without a plot).
 */
export function MapSections({ property }: { property: PropertyDetails }) {
  const schools = useSchools(property);
  return (
    <>
      <FacilitiesSection property={property} />
      <Section title="What's nearby" testId="whats-nearby">
        <NearbyLists property={property} schools={schools.isError ? undefined : schools.data} />
      </Section>
      <AreaPolygonSection property={property} />
    </>
  );
}
