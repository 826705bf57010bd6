import type { CompiledQuery, Kysely } from 'kysely';
import { SORT_FIELDS } from '@yardstick/core/search/constants';
import { searchFilterSchema, type SearchFilter } from '@yardstick/core/search/filter';
import type { Database } from '@yardstick/db/schema';
import { findCards, nearestCards } from '../src/modules/listings/cards.repository.ts';
import { countUpTo, estimateCount } from '../src/modules/listings/counts.repository.ts';
import { buildListingQuery, type ListingScope } from '../src/modules/listings/listing-filter.ts';
import type { ListingQuery, LocationSet } from '../src/modules/listings/listing-query.ts';
import { findMarkers, findPloMarkers } from '../src/modules/listings/markers.repository.ts';
import {
  findLivePloPair,
  findPloPairs,
  nearestPloPairs,
} from '../src/modules/listings/plo-pairs.repository.ts';
import { summariseByDistrict } from '../src/modules/listings/summaries.repository.ts';
import { recordingDatabase } from './recording-database.ts';

/**
 * The listing engine's statements with fixed inputs, one scenario per file of
 * apps/api/src/modules/listings/sql-snapshots (written by `npm run sql:snapshots`, compared by
 * sql-snapshots.test.ts there), so a change to a composed statement shows in review.
 */

export const SNAPSHOT_COMMAND = 'npm run sql:snapshots';

type Db = Kysely<Database>;
interface Scenario {
  name: string;
  run: (db: Db) => Promise<unknown>;
  /** Rows the recording database answers (a page of pairs needs a card to read its rentals). */
  respond?: (query: CompiledQuery) => unknown[];
}

const USER = '00000000-0000-4000-8000-000000000001';
const SW19: LocationSet = { postcodes: [], sectors: [], districts: ['SW19'], areas: [] };
const filter = (params: Record<string, string> = {}): SearchFilter =>
  searchFilterSchema.parse(params);
const query = (params: Record<string, string> = {}, scope: ListingScope = {}) =>
  buildListingQuery(filter(params), undefined, scope);
const page = { limit: 12, offset: 0 };

/** Every kind of term the filter has, with a place. */
const EVERY_TERM: Record<string, string> = {
  minPrice: '100000',
  maxPrice: '300000',
  minBeds: '2',
  maxBeds: '4',
  minFloorArea: '50',
  minSchoolDist: '0.1',
  maxBusDist: '1',
  maxTrainDist: '2',
  minPlotArea: '10',
  maxDeprivationIndex: '80',
  minMarketValue: '-30',
  maxMarketValue: '-5',
  propertyTypes: 'F,T',
  status: 'available,under_offer',
  soldSTC: 'false',
  matchAllKeywords: 'garden',
  matchAnyKeywords: 'garage,parking',
  schoolRating: 'Good,Outstanding',
  rentalDemand: 'High',
  negativeEquity: 'true',
  bmv: 'true',
  withSaleHistory: 'true',
  propertiesAfter: '2024-01-01',
};
const everyTerm = (scope: ListingScope = {}) => buildListingQuery(filter(EVERY_TERM), SW19, scope);
const circle = (params: Record<string, string> = {}, scope: ListingScope = {}) =>
  query({ latitude: '51.42', longitude: '-0.2', radius: '1', ...params }, scope);
const polygon = () => query({ polygon: '51.40 -0.20,51.45 -0.20,51.45 -0.10,51.40 -0.12' });
const ploPairs = (params: Record<string, string> = {}, viewerId?: string) =>
  query(params, { source: { kind: 'plo-pairs', viewerId } });

/** A page of pairs answers one card, so its rentals are read too. */
const oneCard = (q: CompiledQuery) =>
  q.sql.includes('pp.rent_listing_id') ? [{ id: 1, rent_listing_id: 2 }] : [];

const sortScenarios: Scenario[] = SORT_FIELDS.flatMap((field) =>
  (['asc', 'desc'] as const).map((direction) => ({
    name: `sales-sort-${field}-${direction}`,
    run: (db: Db) => findCards(db, query({ sort: `${field},${direction}` }), page),
  })),
);

const withMarkersNear = (q: ListingQuery) => {
  const similar = buildListingQuery({ ...filter(), propertyTypes: ['F'] }, SW19);
  similar.circle = q.circle;
  return similar;
};

export const SCENARIOS: Scenario[] = [
  {
    name: 'sales-no-filter',
    run: (db) => findCards(db, query(), { ...page, viewerId: USER }),
  },
  ...sortScenarios,
  { name: 'sales-every-term', run: (db) => findCards(db, everyTerm(), { limit: 12, offset: 24 }) },
  {
    name: 'sales-circle',
    run: (db) => findCards(db, circle({ matchAllKeywords: 'garden' }), page),
  },
  { name: 'sales-polygon', run: (db) => findCards(db, polygon(), page) },
  {
    name: 'sales-markers',
    run: async (db) => {
      await findMarkers(db, query(), { limit: 500, viewerId: USER });
      await findMarkers(db, circle(), { limit: 500, withTotal: true });
      await findMarkers(db, polygon(), { limit: 500, withTotal: true });
    },
  },
  {
    name: 'sales-counts',
    run: async (db) => {
      await countUpTo(db, query(), 10_001);
      await estimateCount(db, query());
      await countUpTo(db, everyTerm(), 10_001);
      await estimateCount(db, everyTerm());
      await countUpTo(db, circle(), 10_001);
    },
  },
  {
    // The home page's top cities: the default search of each district, counted and averaged.
    name: 'district-summaries',
    run: (db) =>
      summariseByDistrict(
        db,
        buildListingQuery(filter({ districts: 'L24,M21,RG1' }), {
          postcodes: [],
          sectors: [],
          districts: ['L24', 'M21', 'RG1'],
          areas: [],
        }),
      ),
  },
  {
    name: 'plo-pairs',
    respond: oneCard,
    run: async (db) => {
      await findPloPairs(db, ploPairs({ sort: 'list_price,asc' }, USER), page);
      await findPloPairs(db, ploPairs(), page);
    },
  },
  {
    name: 'plo-pairs-every-term',
    run: (db) => findPloPairs(db, everyTerm({ source: { kind: 'plo-pairs' } }), page),
  },
  {
    name: 'plo-markers',
    run: async (db) => {
      await findPloMarkers(db, ploPairs(), { limit: 500 });
      await findPloMarkers(
        db,
        buildListingQuery(filter(), SW19, { source: { kind: 'plo-pairs' } }),
        {
          limit: 500,
          withTotal: 'all',
        },
      );
      await findPloMarkers(db, circle({}, { source: { kind: 'plo-pairs' } }), {
        limit: 500,
        withTotal: 'located',
      });
    },
  },
  {
    name: 'plo-counts',
    run: async (db) => {
      await countUpTo(db, ploPairs(), 10_001);
      await estimateCount(db, ploPairs());
      await estimateCount(db, everyTerm({ source: { kind: 'plo-pairs' } }));
    },
  },
  { name: 'plo-live-pair', run: (db) => findLivePloPair(db, '1', '2') },
  {
    name: 'favourites-sales',
    run: async (db) => {
      const q = query({}, { source: { kind: 'sale-favourites', userId: USER } });
      await findCards(db, q, page);
      await countUpTo(db, q, 10_001);
    },
  },
  {
    name: 'favourites-plo',
    respond: oneCard,
    run: async (db) => {
      const q = query({}, { source: { kind: 'plo-favourites', userId: USER } });
      await findPloPairs(db, q, page);
      await countUpTo(db, q, 10_001);
    },
  },
  {
    name: 'similar',
    run: (db) =>
      nearestCards(db, withMarkersNear(circle()), {
        centre: { lat: 51.42, lng: -0.2 },
        limit: 12,
        excludeId: '5',
        viewerId: USER,
      }),
  },
  {
    name: 'plo-similar',
    respond: oneCard,
    run: (db) => {
      const q = query({ propertyTypes: 'T' }, { source: { kind: 'plo-pairs', viewerId: USER } });
      q.circle = circle().circle;
      return nearestPloPairs(db, q, {
        centre: { lat: 51.42, lng: -0.2 },
        limit: 12,
        excludeSaleId: '5',
      });
    },
  },
  {
    name: 'export',
    run: (db) => findCards(db, everyTerm(), { limit: 500, offset: 500 }),
  },
];

/** A scenario's statements as the text of its snapshot file. */
export async function snapshotOf(scenario: Scenario): Promise<string> {
  const { db, statements } = recordingDatabase(scenario.respond);
  await scenario.run(db);
  const body = statements.map((s, i) => {
    const text = s.sql
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '')
      .join('\n');
    return `-- statement ${i + 1}\n${text};\n-- parameters: ${JSON.stringify(s.parameters)}\n`;
  });
  return `-- ${scenario.name}: generated by \`${SNAPSHOT_COMMAND}\`; do not edit.\n\n${body.join('\n')}`;
}
