import {
  Alert,
  Button,
  Center,
  Container,
  Group,
  Loader,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconEraser, IconPencil, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { DEFAULT_FILTER, type SearchFilter } from '@yardstick/core/search/filter';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Polygon } from 'react-leaflet';
import { DrawSearchHelp } from '../estimates/DrawSearchHelp.tsx';
import { SortSelect } from '../estimates/SortControls.tsx';
import { ViewLink } from '../estimates/ViewLink.tsx';
import { SaveSearchButton } from '../saved-searches/SaveSearchButton.tsx';
import { FilterBar } from '../filter-bar/FilterBar.tsx';
import { isUnrestricted } from '../filter-bar/filter-model.ts';
import { useSearchFilter } from '../filter-bar/use-search-filter.ts';
import { BaseMap } from '../map/BaseMap.tsx';
import { coveringCircle, type LatLngPoint } from '../map/circle-geometry.ts';
import { DrawArea } from '../map/DrawArea.tsx';
import { EditableCircle } from '../map/EditableCircle.tsx';
import { FitCircle } from '../map/FitCircle.tsx';
import { MapLegend } from '../map/MapLegend.tsx';
import { MarkerLayer, type MapPoint } from '../map/MarkerLayer.tsx';
import { PolygonLayer } from '../map/PolygonLayer.tsx';
import { usePlaceCentre } from './api/get-place-centre.ts';
import { usePlotPolygons } from './api/get-plot-polygons.ts';
import type { ListPage } from './list-page.ts';
import {
  areaCircle,
  areaRequestFilter,
  locationTerm,
  mapCountLine,
  markerLimitWarning,
  searchAreaOf,
  showsPlotPolygons,
  withCircle,
  withCircleChange,
  withPolygon,
  withRadius,
  type SearchArea,
} from './map-search.ts';
import { DRAWN_AREA_STYLE, mapLegendItems } from './map-legend.ts';
import type { MapListPresenter } from './map-list-row.ts';
import type { MapMarker, MarkerSet } from './markers.ts';
import { MapResultsList } from './MapResultsList.tsx';
import classes from './MapSearch.module.css';

type QueryKey = (string | Record<string, string>)[];

/**
 * A map search page: its calls, with the answer's own marker (M) and list row (R) shapes, and
 * how it shows them (marker colours and legend, info window, the list's presenter).
 */
export interface MapViewConfig<M extends MapMarker, R> {
  /** This page's path (the filter it remembers, the `source` it sends). */
  path: string;
  /** The grid view of the same search (GRID VIEW). */
  gridPath: string;
  zoom: number;
  markersQuery: (
    filter: SearchFilter,
  ) => UseQueryOptions<MarkerSet<M>, Error, MarkerSet<M>, QueryKey>;
  listQuery: (filter: SearchFilter) => UseQueryOptions<ListPage<R>, Error, ListPage<R>, QueryKey>;
  /** The calls need a centre and radius even for a drawn area. */
  needsCircle: boolean;
  title: string;
  /** Above the title (the PLO map's breadcrumbs). */
  header?: ReactNode;
  /** A marker's info window; `row` is its row of the list, when on the page shown. */
  popup: (marker: M, row: R | undefined) => HTMLElement;
  colour: (marker: M) => string;
  /** The legend of `colour`'s marker colours. */
  legend: readonly { label: string; fill: string }[];
  /** The list's columns and its rows' presenter. */
  list: MapListPresenter<R>;
  sortChoices?: readonly { label: string; sort: SearchFilter['sort'] }[];
  /** The sort the calls get (default: the filter's). */
  sortOf?: (sort: SearchFilter['sort']) => SearchFilter['sort'];
}

const RADII = [250, 500, 1000, 2000, 5000, 10000];

const initialCentre = (area: SearchArea): LatLngPoint =>
  area.kind === 'circle' ? area.centre : coveringCircle(area.points).centre;

/**
 * The estimates map (docs/product.md#map-search): the filter bar, the search circle (or a drawn area) on
 * the map with up to 500 markers, the count line and marker-limit warning, plot polygons
 * below 200 markers, and the paged list of 12 beside the map.
 */
export function MapSearchView<M extends MapMarker, R>({ config }: { config: MapViewConfig<M, R> }) {
  const { filter, setFilter, setPage, viewHref, handOn } = useSearchFilter({
    page: config.path,
    shared: true,
  });
  const term = locationTerm(filter);
  const place = usePlaceCentre(term);
  const placing = Boolean(term) && place.isPending;
  const area = searchAreaOf(filter, place.data ?? undefined);
  const queryClient = useQueryClient();
  // Ask for the markers while the page renders (not after the map has mounted): the first
  // paint of the markers waits on that answer.
  useState(() => {
    if (placing) return null;
    const sent = areaRequestFilter(filter, area, { needsCircle: config.needsCircle });
    void queryClient.prefetchQuery(config.markersQuery(sent));
    return null;
  });

  if (placing) {
    return (
      <Center py={96}>
        <Loader aria-label="Finding the location on the map" />
      </Center>
    );
  }
  return (
    <MapSearchBody
      key={`${config.path}`}
      config={config}
      filter={filter}
      area={area}
      setFilter={setFilter}
      setPage={setPage}
      gridHref={viewHref(config.gridPath)}
      handOn={handOn}
    />
  );
}

interface BodyProps<M extends MapMarker, R> {
  config: MapViewConfig<M, R>;
  filter: SearchFilter;
  area: SearchArea;
  setFilter: (f: SearchFilter) => void;
  setPage: (p: number) => void;
  gridHref: string;
  handOn: () => void;
}

function MapSearchBody<M extends MapMarker, R>({
  config,
  filter,
  area,
  setFilter,
  setPage,
  gridHref,
  handOn,
}: BodyProps<M, R>) {
  const [drawing, setDrawing] = useState(false);
  const [highlightedId, setHighlightedId] = useState<string | undefined>();
  const [start] = useState(() => ({
    centre: initialCentre(area),
    radius: areaCircle(area).radius,
  }));

  const sort = config.sortOf ? config.sortOf(filter.sort) : filter.sort;
  const sent = useMemo(
    () => areaRequestFilter(filter, area, { needsCircle: config.needsCircle }),
    [filter, area, config.needsCircle],
  );
  const markers = useQuery(config.markersQuery(sent));
  // The list asks once the first markers are in: on the embedded database (one connection)
  // the two would otherwise queue behind each other and delay the markers.
  const list = useQuery({ ...config.listQuery(sent), enabled: !markers.isPending });
  const total = markers.data?.total.value;
  const plotCircle = areaCircle(area);
  const plots = usePlotPolygons(
    plotCircle.centre,
    plotCircle.radius,
    total !== undefined && showsPlotPolygons(total),
  );

  const items = useMemo(() => markers.data?.items ?? [], [markers.data]);
  const points = useMemo<MapPoint[]>(
    () =>
      items.map((m) => ({
        id: m.id,
        lat: m.lat,
        lng: m.lng,
        colour: config.colour(m),
      })),
    [items, config],
  );
  const rows = useMemo(
    () => (list.data?.rows ?? []).map((row) => ({ row, view: config.list.present(row) })),
    [list.data, config],
  );
  const popup = useCallback(
    (id: string) => {
      const marker = items.find((m) => m.id === id)!;
      return config.popup(marker, rows.find((r) => r.view.id === id)?.row);
    },
    [items, rows, config],
  );
  const outlines = useMemo(
    () =>
      (total !== undefined && showsPlotPolygons(total) ? (plots.data ?? []) : []).map(
        (p) => p.polygonCoordinates,
      ),
    [plots.data, total],
  );

  const onCircle = useCallback(
    (centre: LatLngPoint, radius: number) =>
      setFilter(withCircleChange(filter, area, centre, radius)),
    [filter, area, setFilter],
  );
  const onDrawn = useCallback(
    (points: LatLngPoint[]) => {
      setDrawing(false);
      setFilter(withPolygon(filter, points));
    },
    [filter, setFilter],
  );
  const clearArea = () => {
    const { centre, radius } = areaCircle(area);
    setFilter(withCircle(filter, centre, Math.min(radius, 5000)));
  };
  // The circle the map keeps in view; a drawn area is framed once, by its covering circle.
  const fitCircle = area.kind === 'circle' ? area : start;
  const warning = total !== undefined ? markerLimitWarning(total, area) : undefined;
  const radiusOptions =
    area.kind === 'circle' && !RADII.includes(area.radius)
      ? [...RADII, area.radius].sort((a, b) => a - b)
      : RADII;

  return (
    <Container fluid px={{ base: 'sm', md: 'lg' }} py="md">
      <Stack gap="sm">
        {config.header}
        <Title order={1} fz={{ base: 22, md: 26 }}>
          {config.title}
        </Title>
        <FilterBar value={filter} onChange={setFilter} />
        <Group justify="space-between" align="center" gap="sm">
          {total !== undefined ? (
            <Text fw={700} size="lg" data-testid="count-line" aria-live="polite">
              {mapCountLine(total, area)}
            </Text>
          ) : (
            <Skeleton height={22} width={260} radius="sm" />
          )}
          <Group gap="xs">
            <SortSelect
              value={sort}
              onChange={(next) => setFilter({ ...filter, sort: next })}
              choices={config.sortChoices}
            />
            <ViewLink view="grid" to={gridHref} onClick={handOn} />
            <SaveSearchButton
              kind={config.path.startsWith('/plo') ? 'plo' : 'estimates'}
              filter={filter}
            />
          </Group>
        </Group>
        {warning && (
          <Alert color="orange" variant="light" data-testid="marker-limit-warning" py="xs">
            {warning}
          </Alert>
        )}
        {markers.isError && (
          <Alert color="red" title="The map could not be loaded">
            <Button
              mt="xs"
              size="xs"
              variant="light"
              color="red"
              onClick={() => void markers.refetch()}
            >
              Try again
            </Button>
          </Alert>
        )}

        <Group justify="space-between" align="center" gap="xs">
          <Group gap="xs" wrap="wrap">
            {drawing ? (
              <>
                <Text size="sm" fw={600} c="orange.8" data-testid="draw-hint">
                  Click point by point around the area; double-click or click the first point to
                  finish (Enter), Escape to cancel.
                </Text>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconX size={14} />}
                  onClick={() => setDrawing(false)}
                >
                  Cancel drawing
                </Button>
              </>
            ) : (
              <Button
                size="xs"
                leftSection={<IconPencil size={14} />}
                onClick={() => setDrawing(true)}
              >
                Draw area
              </Button>
            )}
            {area.kind === 'polygon' && !drawing && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconEraser size={14} />}
                onClick={clearArea}
              >
                Clear drawn area
              </Button>
            )}
            {area.kind === 'circle' && (
              <NativeSelect
                size="xs"
                aria-label="Search radius"
                data={radiusOptions.map((r) => ({
                  value: String(r),
                  label: `${r.toLocaleString('en-GB')} m radius`,
                }))}
                value={String(area.radius)}
                onChange={(e) => setFilter(withRadius(filter, Number(e.currentTarget.value)))}
              />
            )}
          </Group>
          <MapLegend
            items={mapLegendItems(
              { area: area.kind, plotOutlines: outlines.length > 0 },
              config.legend,
            )}
          />
        </Group>

        <div className={classes.layout}>
          <div className={classes.map} data-testid="map-panel">
            <BaseMap
              center={[start.centre.lat, start.centre.lng]}
              zoom={config.zoom}
              label="Map of the properties in the search area"
            >
              <FitCircle
                centre={fitCircle.centre}
                radius={fitCircle.radius}
                maxZoom={config.zoom}
                follow={area.kind === 'circle'}
              />
              <PolygonLayer outlines={outlines} />
              {area.kind === 'circle' && !drawing && (
                <EditableCircle centre={area.centre} radius={area.radius} onChange={onCircle} />
              )}
              {area.kind === 'polygon' && !drawing && (
                <Polygon
                  positions={area.points.map((p) => [p.lat, p.lng] as [number, number])}
                  pathOptions={DRAWN_AREA_STYLE}
                />
              )}
              <MarkerLayer
                points={points}
                popup={popup}
                highlightedId={highlightedId}
                onSelect={setHighlightedId}
                interactive={!drawing}
              />
              {drawing && <DrawArea onFinish={onDrawn} onCancel={() => setDrawing(false)} />}
            </BaseMap>
          </div>
          <section className={classes.list} aria-label="Property list">
            {list.isPending ? (
              <Stack gap="xs">
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} height={44} />
                ))}
              </Stack>
            ) : list.isError ? (
              <Alert color="red" title="The list could not be loaded" />
            ) : total === 0 && rows.length === 0 ? (
              <DrawSearchHelp
                onDraw={() => setDrawing(true)}
                onClear={
                  isUnrestricted(filter) ? undefined : () => setFilter({ ...DEFAULT_FILTER })
                }
                search={{ filter, onChange: setFilter }}
              />
            ) : (
              <MapResultsList
                rows={rows.map((r) => r.view)}
                columns={config.list.columns}
                total={list.data.total}
                page={filter.page}
                size={filter.size}
                sort={sort}
                onSort={(next) => setFilter({ ...filter, sort: next })}
                onPage={setPage}
                onHighlight={setHighlightedId}
                highlightedId={highlightedId}
                loading={list.isPlaceholderData}
              />
            )}
          </section>
        </div>
      </Stack>
    </Container>
  );
}
