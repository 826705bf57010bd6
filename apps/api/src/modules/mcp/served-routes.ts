import {
  savedSearchIdParamsSchema,
  savedSearchListSchema,
  savedSearchMatchesQuerySchema,
  savedSearchMatchesSchema,
} from '@yardstick/core/alerts/alerts';
import { analyseInputSchema, analyseResultSchema } from '@yardstick/core/analyse/analyse-schema';
import { createDealBodySchema, dealSchema } from '@yardstick/core/deals/deals';
import { estimateEvidenceSchema } from '@yardstick/core/estimates/estimate-evidence';
import {
  ploDetailSchema,
  ploDetailsQuerySchema,
  ploFilterSchema,
  ploItemPageSchema,
} from '@yardstick/core/plo/plo';
import { deprivationQuerySchema, deprivationSchema } from '@yardstick/core/property/deprivation';
import {
  propertyDetailsParamsSchema,
  propertyDetailsSchema,
} from '@yardstick/core/property/property-details';
import {
  areaAveragesQuerySchema,
  areaAveragesSchema,
  areaYieldsQuerySchema,
  yieldPageSchema,
} from '@yardstick/core/reports/area';
import {
  hpiListQuerySchema,
  hpiReportPageSchema,
  hpiYieldsQuerySchema,
  hpiYieldsSchema,
} from '@yardstick/core/reports/hpi';
import { roiInputSchema, roiResponseSchema } from '@yardstick/core/roi/roi-schema';
import { estimateCardPageSchema } from '@yardstick/core/search/estimate-card';
import { estimatesPageQuerySchema } from '@yardstick/core/search/filter';
import {
  stampDutyQuerySchema,
  stampDutyResponseSchema,
} from '@yardstick/core/tax/stamp-duty-schema';
import {
  aggregatesPublic,
  alertsPublic,
  analysePublic,
  calculatorPublic,
  dealsPublic,
  ploPublic,
  propertiesPublic,
  reportsPublic,
  searchPublic,
} from './faces.ts';
import { servedRoute } from './served-route.ts';

/**
 * The routes the MCP tools serve (decision 0025): each with the schemas its route declares
 * (imported from core, as the route imports them; `checkServedRoutes` fails the start when
 * one differs) and the service call its handler makes, through the module's public face.
 */
const estimatesPage = servedRoute({
  method: 'GET',
  url: '/api/property/price/estimates',
  query: estimatesPageQuerySchema,
  response: estimateCardPageSchema,
  serve: (ctx, { query }, session) =>
    searchPublic.estimatesPage(ctx, query, {
      userId: session.user.id,
      attributes: session.attributes,
    }),
});

const ploPage = servedRoute({
  method: 'GET',
  url: '/api/property/plo',
  query: ploFilterSchema,
  response: ploItemPageSchema,
  serve: (ctx, { query }, session) => ploPublic.ploList(ctx, query, session.user.id),
});

const ploDetail = servedRoute({
  method: 'GET',
  url: '/api/property/plo/details',
  query: ploDetailsQuerySchema,
  response: ploDetailSchema,
  serve: (ctx, { query }) => ploPublic.ploDetails(ctx, query),
});

const propertyDetails = servedRoute({
  method: 'GET',
  url: '/api/property-estimates/:id',
  params: propertyDetailsParamsSchema,
  response: propertyDetailsSchema,
  serve: (ctx, { params }) => propertiesPublic.propertyDetails(ctx, params.id),
});

const estimateEvidence = servedRoute({
  method: 'GET',
  url: '/api/property-estimates/:id/evidence',
  params: propertyDetailsParamsSchema,
  response: estimateEvidenceSchema,
  serve: (ctx, { params }) => propertiesPublic.estimateEvidence(ctx, params.id),
});

const roi = servedRoute({
  method: 'POST',
  url: '/api/calculator/roi',
  body: roiInputSchema,
  response: roiResponseSchema,
  serve: (ctx, { body }) => calculatorPublic.roi(ctx, body),
});

const stampDuty = servedRoute({
  method: 'GET',
  url: '/api/calculator/stamp-duty',
  query: stampDutyQuerySchema,
  response: stampDutyResponseSchema,
  serve: async (_ctx, { query }) => calculatorPublic.stampDuty(query),
});

const hpiReport = servedRoute({
  method: 'GET',
  url: '/api/reports/hpi',
  query: hpiListQuerySchema,
  response: hpiReportPageSchema,
  serve: (ctx, { query }) => reportsPublic.hpiList(ctx, query),
});

const hpiChange = servedRoute({
  method: 'GET',
  url: '/api/aggregates/hpi-yields',
  query: hpiYieldsQuerySchema,
  response: hpiYieldsSchema,
  serve: (ctx, { query }) => reportsPublic.hpiYields(ctx, query),
});

const areaAverages = servedRoute({
  method: 'GET',
  url: '/api/aggregates/area-averages',
  query: areaAveragesQuerySchema,
  response: areaAveragesSchema,
  serve: (ctx, { query }) => aggregatesPublic.areaAverages(ctx, query),
});

const areaYields = servedRoute({
  method: 'GET',
  url: '/api/aggregates/yields',
  query: areaYieldsQuerySchema,
  response: yieldPageSchema,
  serve: (ctx, { query }) => aggregatesPublic.areaYields(ctx, query),
});

const deprivation = servedRoute({
  method: 'GET',
  url: '/api/property/deprivation',
  query: deprivationQuerySchema,
  response: deprivationSchema,
  serve: (ctx, { query }) => propertiesPublic.deprivation(ctx, query),
});

const analyse = servedRoute({
  method: 'POST',
  url: '/api/analyse',
  body: analyseInputSchema,
  response: analyseResultSchema,
  serve: (ctx, { body }) => analysePublic.analyse(ctx, body),
});

const savedSearches = servedRoute({
  method: 'GET',
  url: '/api/saved-searches',
  response: savedSearchListSchema,
  serve: async (ctx, _input, session) => ({
    items: await alertsPublic.listSavedSearches(ctx, session.user.id),
  }),
});

const savedSearchMatches = servedRoute({
  method: 'GET',
  url: '/api/saved-searches/:id/matches',
  params: savedSearchIdParamsSchema,
  query: savedSearchMatchesQuerySchema,
  response: savedSearchMatchesSchema,
  serve: (ctx, { params, query }, session) =>
    alertsPublic.savedSearchMatches(ctx, session.user.id, params.id, query),
});

const addDeal = servedRoute({
  method: 'POST',
  url: '/api/deals',
  body: createDealBodySchema,
  status: 201,
  response: dealSchema,
  serve: (ctx, { body }, session) => dealsPublic.createDeal(ctx, session.user.id, body),
});

export const SERVED = {
  estimatesPage,
  ploPage,
  ploDetail,
  propertyDetails,
  estimateEvidence,
  roi,
  stampDuty,
  hpiReport,
  hpiChange,
  areaAverages,
  areaYields,
  deprivation,
  analyse,
  savedSearches,
  savedSearchMatches,
  addDeal,
};
