import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PermissionAttribute } from '@yardstick/core/permissions';
import { apiErrorSchema } from '@yardstick/core/api-error';
import { agentParamsSchema, agentSchema } from '@yardstick/core/property/agent';
import { crimeRowsSchema, crimesQuerySchema } from '@yardstick/core/property/crimes';
import { deprivationQuerySchema, deprivationSchema } from '@yardstick/core/property/deprivation';
import {
  facilitiesQuerySchema,
  facilitiesSchema,
  schoolRowsSchema,
  schoolsBodySchema,
  stopRowsSchema,
  stopsBodySchema,
} from '@yardstick/core/property/nearby';
import {
  propertyDetailsParamsSchema,
  propertyDetailsSchema,
} from '@yardstick/core/property/property-details';
import { recentSoldBodySchema, recentSoldRowsSchema } from '@yardstick/core/property/recent-sold';
import { reloadQuerySchema } from '@yardstick/core/property/reload';
import { rentalQuerySchema, rentalRowsSchema } from '@yardstick/core/property/rentals';
import { rentEvidenceSchema } from '@yardstick/core/property/rent-evidence';
import { similarCardsSchema, similarQuerySchema } from '@yardstick/core/property/similar';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../accounts/guards.ts';
import { estimateEvidenceSchema } from '@yardstick/core/estimates/estimate-evidence';
import * as details from './details.service.ts';
import * as evidence from './estimate-evidence.service.ts';
import * as market from './market.service.ts';
import * as rentUsed from './rent-evidence.service.ts';
import * as nearby from './nearby.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const withNotFound = { 404: apiErrorSchema, ...errors };
const tags = ['properties'];

/** The reload's attribute, from its `type` read as the validation will read it. */
function reloadAttribute(request: FastifyRequest): PermissionAttribute {
  const type = reloadQuerySchema.shape.type.safeParse((request.query as { type?: unknown }).type);
  return type.data === 'plo' ? 'property_plo_es' : 'property_estimates_es';
}

/**
 * The property details page's calls (docs/http-api.md#property-data), all behind
 * property_estimates_es. The polygon map uses GET /api/post-code-polygons/{id} (locations
 * module, area_polygon) and the favourite state GET /api/property/favorite (favourites).
 */
export const propertyDataRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/property-estimates/:id',
    {
      schema: {
        tags,
        summary:
          "A sale listing's details with its derived figures; the description cut at 500 " +
          "characters (isDescLoaded false) when longer; 404 'Property has been removed by the " +
          "agent' when unknown, withdrawn or not for sale",
        params: propertyDetailsParamsSchema,
        response: { 200: propertyDetailsSchema, ...withNotFound },
      },
      config: { access: { attribute: 'property_estimates_es' } },
    },
    (request) => details.propertyDetails(ctx, request.params.id),
  );

  app.get(
    '/api/property-estimates/:id/evidence',
    {
      schema: {
        tags,
        summary:
          "How a sale listing's estimate was made: the indexed last sale, the comparables " +
          "with their adjusted prices and weights, the index used, the band's measured " +
          "accuracy and why the range is as wide as it is; 404 as the details, or 'No estimate'",
        params: propertyDetailsParamsSchema,
        response: { 200: estimateEvidenceSchema, ...withNotFound },
      },
      config: { access: { attribute: 'property_estimates_es' } },
    },
    (request) => evidence.estimateEvidence(ctx, request.params.id),
  );

  app.get(
    '/api/property-estimates/:id/rent-evidence',
    {
      schema: {
        tags,
        summary:
          "The rentals a sale listing's rent estimate used (its PLO rental, or the nearest " +
          'rentals of its type and bedrooms the rule picked), nearest first, with their weights ' +
          'and the rule in words; 404 as the details',
        params: propertyDetailsParamsSchema,
        response: { 200: rentEvidenceSchema, ...withNotFound },
      },
      config: { access: { attribute: 'property_estimates_es' } },
    },
    (request) => rentUsed.rentEvidence(ctx, request.params.id),
  );

  app.get(
    '/api/property-agents/:agentId',
    {
      schema: {
        tags,
        summary: "A listing agent's name, brand image and phone; 404 for an unknown agent",
        params: agentParamsSchema,
        response: { 200: agentSchema, ...withNotFound },
      },
      config: { access: { attribute: 'property_estimates_es' } },
    },
    (request) => details.agent(ctx, request.params.agentId),
  );

  app.get(
    '/api/property/reload',
    {
      schema: {
        tags,
        summary:
          'The details re-read from the listing source with the full description and floor ' +
          'plans. No live portal connection: the source is the latest imported feed row held ' +
          'in the database, so this is never fresher than the last import',
        querystring: reloadQuerySchema,
        response: { 200: propertyDetailsSchema, ...withNotFound },
      },
      // A PLO pair's reload (type=plo) is the PLO details page's: property_plo_es.
      config: { access: { attribute: reloadAttribute } },
    },
    (request) => details.reloadProperty(ctx, request.query),
  );

  app.get(
    '/api/property/crimes',
    {
      schema: {
        tags,
        summary:
          'police.uk street-level crimes within 500 m of the point in the latest 12 months of ' +
          'data held (ending at the newest month imported), newest first, at most 2,000',
        querystring: crimesQuerySchema,
        response: { 200: crimeRowsSchema, ...errors },
      },
      config: { access: { attribute: 'property_estimates_es' } },
    },
    (request) => nearby.crimes(ctx, request.query),
  );

  app.get(
    '/api/property/similar',
    {
      schema: {
        tags,
        summary:
          'Up to 12 estimate cards of the same property type in the area code, nearest to the ' +
          'point first within 5 km (the property itself left out with propertyId)',
        querystring: similarQuerySchema,
        response: { 200: similarCardsSchema, ...withNotFound },
      },
      config: { access: { attribute: 'property_estimates_es' } },
    },
    (request) => market.similar(ctx, request.query, sessionOf(request).user.id),
  );

  app.get(
    '/api/property/rental',
    {
      schema: {
        tags,
        summary:
          'Whole-property rentals nearest to the point first (within 5 km; same bedrooms when ' +
          'given), monthly rent in pounds, distance in metres',
        querystring: rentalQuerySchema,
        response: { 200: rentalRowsSchema, ...errors },
      },
      config: { access: { attribute: 'property_estimates_es' } },
    },
    (request) => market.rentals(ctx, request.query),
  );

  app.post(
    '/api/property/nearest/schools/explorer',
    {
      schema: {
        tags,
        summary:
          'Open schools nearest to the point first (limit up to 10), with the latest graded ' +
          'Ofsted judgement and phase; distances in metres',
        body: schoolsBodySchema,
        response: { 200: schoolRowsSchema, ...errors },
      },
      config: { access: { attribute: 'property_estimates_es' } },
    },
    (request) => nearby.schools(ctx, request.body),
  );

  app.post(
    '/api/property/nearest/stops/explorer',
    {
      schema: {
        tags,
        summary:
          "Active bus stops (kind 'bus', within 2 km) or railway stations (kind 'rail', within " +
          '20 km) nearest to the point first, one per name (limit up to 10); distances in metres',
        body: stopsBodySchema,
        response: { 200: stopRowsSchema, ...errors },
      },
      config: { access: { attribute: 'property_estimates_es' } },
    },
    (request) => nearby.stops(ctx, request.body),
  );

  app.get(
    '/api/property/nearest/facilities',
    {
      schema: {
        tags,
        summary:
          "The nearest open school, bus stop and railway station to the postcode's centroid, " +
          'distances in metres; 404 for a postcode not held',
        querystring: facilitiesQuerySchema,
        response: { 200: facilitiesSchema, ...withNotFound },
      },
      config: { access: { attribute: 'property_estimates_es' } },
    },
    (request) => nearby.facilities(ctx, request.query),
  );

  app.post(
    '/api/property/recent/sold',
    {
      schema: {
        tags,
        summary:
          "The 10 newest Price Paid sales of the property's postcode district within 1 km, " +
          'with the matched EPC (rating, inspection date, floor area) and distance in metres',
        body: recentSoldBodySchema,
        response: { 200: recentSoldRowsSchema, ...errors },
      },
      config: { access: { attribute: 'property_estimates_es' } },
    },
    (request) => market.recentSold(ctx, request.body),
  );

  app.get(
    '/api/property/deprivation',
    {
      schema: {
        tags,
        summary:
          "The postcode's LSOA with its Index of Multiple Deprivation rank, decile and the " +
          'share of the nation more deprived; 404 without data',
        querystring: deprivationQuerySchema,
        response: { 200: deprivationSchema, ...withNotFound },
      },
      config: { access: { attribute: 'property_estimates_es' } },
    },
    (request) => nearby.deprivation(ctx, request.query),
  );
};
