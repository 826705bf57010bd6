import { savedSearchListSchema, savedSearchMatchesSchema } from '@yardstick/core/alerts/alerts';
import { analyseResultSchema } from '@yardstick/core/analyse/analyse-schema';
import { dealSchema } from '@yardstick/core/deals/deals';
import { estimateEvidenceSchema } from '@yardstick/core/estimates/estimate-evidence';
import { ploDetailSchema, ploItemPageSchema } from '@yardstick/core/plo/plo';
import { propertyDetailsSchema } from '@yardstick/core/property/property-details';
import { hpiReportPageSchema } from '@yardstick/core/reports/hpi';
import { roiResponseSchema } from '@yardstick/core/roi/roi-schema';
import { estimateCardPageSchema } from '@yardstick/core/search/estimate-card';
import { stampDutyResponseSchema } from '@yardstick/core/tax/stamp-duty-schema';
import { RouteRefusal } from './runners.ts';
import type { RawCall, ServedRoute } from './served-route.ts';
import { SERVED } from './served-routes.ts';
import {
  asBmv,
  asMoney,
  asPercent,
  figures,
  line,
  place,
  summaryOf,
  type Summary,
} from './summaries.ts';
import { inputSchemaOf, jsonSchemaOf, type ObjectSchema } from './tool-schemas.ts';

/**
 * Yardstick's MCP tools (docs/mcp.md, decision 0025). Each serves one route (area_report,
 * in area-tool.ts, composes four): its input and output JSON Schemas are generated from the
 * route's own zod schemas, its arguments go to the route as they are (path parameters under
 * the tool's names for them), its answer is the route's answer, and its text is written from
 * that answer. Ids are the API's: decimal strings in every answer, taken by every input (a
 * number is taken too).
 */
export type CallRoute = (route: ServedRoute, call: RawCall) => Promise<unknown>;

export interface Tool {
  name: string;
  title: string;
  description: string;
  readOnly: boolean;
  inputSchema: ObjectSchema;
  outputSchema: ObjectSchema;
  summary: Summary;
  run(args: Record<string, unknown>, call: CallRoute): Promise<unknown>;
}

/** A tool's arguments as the route takes them: path parameters by name, then query or body. */
function split(
  route: ServedRoute,
  args: Record<string, unknown>,
  pathArgs: Record<string, string>,
): RawCall {
  const rest = { ...args };
  const params: Record<string, unknown> = {};
  for (const [param, name] of Object.entries(pathArgs)) {
    params[param] = rest[name];
    delete rest[name];
  }
  return route.method === 'GET' ? { params, query: rest } : { params, body: rest };
}

/** The tool of a route. */
export function routeTool(
  route: ServedRoute,
  def: Pick<Tool, 'name' | 'title' | 'description' | 'summary'> & {
    pathArgs?: Record<string, string>;
    readOnly?: false;
  },
): Tool {
  const pathArgs = def.pathArgs ?? {};
  return {
    name: def.name,
    title: def.title,
    description: def.description,
    summary: def.summary,
    readOnly: def.readOnly ?? true,
    inputSchema: inputSchemaOf(route, pathArgs),
    outputSchema: jsonSchemaOf(route.response, 'output'),
    run: async (args, call) => {
      try {
        return await call(route, split(route, args, pathArgs));
      } catch (error) {
        throw renamed(error, pathArgs);
      }
    },
  };
}

/** A refusal naming a path parameter names it as the tool's argument. */
function renamed(error: unknown, pathArgs: Record<string, string>): unknown {
  const errors = error instanceof RouteRefusal ? error.body.errors : undefined;
  if (!(error instanceof RouteRefusal) || typeof errors !== 'object' || errors === null) {
    return error;
  }
  const named = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [pathArgs[field] ?? field, message]),
  );
  return new RouteRefusal(error.status, {
    ...error.body,
    message: `Invalid ${Object.keys(named).join(', ')}`,
    errors: named,
  });
}

const money = asMoney;
const pct = asPercent;

interface CardLike {
  address: string | null;
  postCode: string | null;
  listPrice: number | null;
  estimatedPrice: number | null;
  avgBmv: number | null;
  bmvLowConfidence: boolean | null;
  roi: number | null;
}

const cardFigures = (c: CardLike, yieldPct: number | null) =>
  figures([
    ['asking', c.listPrice, money],
    ['estimate', c.estimatedPrice, money],
    ['BMV', c.avgBmv, asBmv(c.bmvLowConfidence)],
    ['yield', yieldPct, pct],
    ['ROI', c.roi, pct],
  ]);

const counted = (
  page: { totalElements?: number | undefined; currentElements: number },
  noun: string,
) =>
  page.totalElements === undefined
    ? `${page.currentElements} ${noun} on this page.`
    : `${page.totalElements} ${noun}; ${page.currentElements} on this page.`;

const S = SERVED;

export const ROUTE_TOOLS: Tool[] = [
  routeTool(S.estimatesPage, {
    name: 'search_listings',
    title: 'Search for-sale listings',
    description:
      'For-sale listings with their estimate, BMV %, gross yield and ROI, filtered and sorted ' +
      "as the app's estimates search (GET /api/property/price/estimates). The filter is a " +
      'typed JSON object (numbers as numbers, lists as arrays; the URL form is taken too), ' +
      'e.g. {"areaCodes": ["RG1"], "maxPrice": 400000, "sort": "avg_bmv,asc"}. Each ' +
      "listing's propertyId goes to get_property, explain_estimate, calculate_roi, add_deal.",
    summary: summaryOf(estimateCardPageSchema, (p) => [
      counted(p.page, 'listings'),
      ...p.content
        .slice(0, 5)
        .map((c) =>
          line(`#${c.propertyId} ${place(c.address, c.postCode)}`, cardFigures(c, c.avgYield)),
        ),
    ]),
  }),
  routeTool(S.ploPage, {
    name: 'search_plo',
    title: 'Search PLO items',
    description:
      'For-sale listings paired with a rental listing at the same address (PLO), with the ' +
      'yield of the pair; the same filter as search_listings (GET /api/property/plo). Needs a ' +
      "membership that includes PLO. Each item's ploId (salePropertyId, rentPropertyId) goes " +
      'to get_plo_pair and add_deal.',
    summary: summaryOf(ploItemPageSchema, (p) => [
      counted(p.page, 'PLO items'),
      ...p.content.slice(0, 5).map((c) =>
        line(
          `#${c.ploId.salePropertyId}/${c.ploId.rentPropertyId} ${place(c.address, c.postCode)}`,
          figures([
            ['asking', c.salePrice, money],
            ['rent', c.rentPrice, (n) => `${money(n)} a month`],
            ['estimate', c.estimatedPrice, money],
            ['BMV', c.avgBmv, asBmv(c.bmvLowConfidence)],
            ['yield', c.grossYield, pct],
            ['ROI', c.roi, pct],
          ]),
        ),
      ),
    ]),
  }),
  routeTool(S.ploDetail, {
    name: 'get_plo_pair',
    title: 'A PLO pair with its figures',
    description:
      "A PLO pair's details (GET /api/property/plo/details): the sale listing's details with " +
      'the paired rent, both statuses and the yield and ROI of the pair. Takes the ploId of a ' +
      'search_plo item: salePropertyId and rentPropertyId.',
    summary: summaryOf(ploDetailSchema, (d) => [
      line(
        `#${d.ploId.salePropertyId}/${d.ploId.rentPropertyId} ${place(d.address, d.postCode)}`,
        figures([
          ['asking', d.salePrice, money],
          ['rent', d.rentPrice, (n) => `${money(n)} a month`],
          ['yield', d.grossYield, pct],
          ['ROI', d.roi, pct],
        ]),
      ),
      `Rental: ${d.rentStatus}.`,
    ]),
  }),
  routeTool(S.propertyDetails, {
    name: 'get_property',
    title: 'A listing with its figures',
    description:
      "A sale listing's details: address, asking price, estimate and range, confidence, BMV, " +
      'yield, ROI, price warnings (GET /api/property-estimates/{id}). Takes a propertyId.',
    pathArgs: { id: 'propertyId' },
    summary: summaryOf(propertyDetailsSchema, (p) => [
      line(`#${p.propertyId} ${place(p.address, p.postCode)}`, cardFigures(p, p.avgYield)),
      p.estimateConfidence ? `Estimate confidence: ${p.estimateConfidence}.` : '',
    ]),
  }),
  routeTool(S.estimateEvidence, {
    name: 'explain_estimate',
    title: 'How an estimate was made',
    description:
      'The evidence of a listing estimate: the indexed last sale, the comparables with their ' +
      'weights, the index used and the accuracy of its confidence band ' +
      '(GET /api/property-estimates/{id}/evidence). Takes a propertyId.',
    pathArgs: { id: 'propertyId' },
    summary: summaryOf(estimateEvidenceSchema, (e) => [
      line(
        `Estimate (${e.band} confidence)`,
        figures([
          ['point', e.estimate, money],
          ['low', e.low, money],
          ['high', e.high, money],
        ]),
      ),
      `The range claims ${Math.round(e.claim * 100)}% of achieved prices.`,
      e.bandAccuracy?.inRange !== null && e.bandAccuracy?.inRange !== undefined
        ? `Measured: ${e.bandAccuracy.inRange}% of ${e.bandAccuracy.sales} held-out sales in range.`
        : '',
    ]),
  }),
  routeTool(S.roi, {
    name: 'calculate_roi',
    title: 'ROI calculator',
    description:
      "The ROI calculator of the app (POST /api/calculator/roi): a listing's figures " +
      '(propertyId, as search_listings answers it) or your own, single let or HMO, with the ' +
      'assumptions used.',
    summary: summaryOf(roiResponseSchema, (r) => [
      line(
        `ROI (${r.calculatorType}) ${r.propertyId ? `#${r.propertyId} ` : ''}${place(r.address, r.postCode)}`.trim(),
        figures([
          ['ROI', r.finalRoi, pct],
          ['price', r.listPrice, money],
        ]),
      ),
    ]),
  }),
  routeTool(S.stampDuty, {
    name: 'stamp_duty',
    title: 'Stamp duty',
    description:
      'Residential transaction tax (SDLT in England, LTT in Wales, LBTT in Scotland) on a ' +
      'purchase, by buyer (GET /api/calculator/stamp-duty).',
    summary: summaryOf(stampDutyResponseSchema, (r) => [
      `${r.taxName} ${money(r.tax)} (effective rate ${pct(r.effectiveRate)}).`,
      ...r.notes,
    ]),
  }),
  routeTool(S.hpiReport, {
    name: 'hpi_report',
    title: 'House price index report',
    description:
      "Each district's UK HPI change (%) by property type over a duration " +
      '(GET /api/reports/hpi); sort is a column and a direction, e.g. "flatHpi,desc".',
    summary: summaryOf(hpiReportPageSchema, (r) => [
      counted(r.page, 'districts'),
      ...r.content.slice(0, 5).map((d) =>
        line(
          `${d.districtCode} ${d.districtName}`,
          figures([
            ['detached', d.detachedHpi, pct],
            ['semi', d.semiDetachedHpi, pct],
            ['terraced', d.terracedHpi, pct],
            ['flat', d.flatHpi, pct],
          ]),
        ),
      ),
    ]),
  }),
  routeTool(S.analyse, {
    name: 'analyse_property',
    title: 'Analyse any property',
    description:
      "Values any property, listed on Yardstick or not, with the listings' own method " +
      '(POST /api/analyse): the estimate with its range, confidence and comparables, the rent ' +
      'estimate and the rentals used, gross yield, ROI (single let and HMO), stamp duty for ' +
      'the buyer, the area figures and the price warnings that apply. Its input goes to ' +
      'add_deal as { "analysis": ... } to keep it as a deal.',
    summary: summaryOf(analyseResultSchema, (r) => [
      line(
        `Analysis of ${place(r.input.address, r.input.postCode)}`,
        figures([
          ['asking', r.input.askingPrice, money],
          ['estimate', r.estimate.point, money],
          ['BMV', r.estimate.bmv, asBmv(r.estimate.bmvCheck)],
          ['rent', r.rent.monthly, (n) => `${money(n)} a month`],
          ['yield', r.grossYield, pct],
          ['ROI', r.roi.singleLet?.finalRoi, pct],
          [r.stampDuty.taxName, r.stampDuty.tax, money],
        ]),
      ),
      r.estimate.confidence ? `Estimate confidence: ${r.estimate.confidence}.` : '',
    ]),
  }),
  routeTool(S.addDeal, {
    name: 'add_deal',
    title: 'Add a deal',
    description:
      'Adds a deal to your deals (POST /api/deals): a listing ({ propertyId }), a PLO pair ' +
      '({ salePropertyId, rentPropertyId }) or an analysed property ({ analysis: the ' +
      'analyse_property input }), with an optional title, stage and notes. Needs a key with ' +
      'the deals:write scope.',
    readOnly: false,
    summary: summaryOf(dealSchema, (d) => [
      line(`Deal #${d.id} "${d.title}" (${d.stage})`, figures([['asking', d.listPrice, money]])),
    ]),
  }),
  routeTool(S.savedSearches, {
    name: 'list_saved_searches',
    title: 'Your saved searches',
    description:
      "The saved searches of the key's member, each with its filter (typed, as criteria; " +
      'and in the URL form), alert frequency and count of new matches (GET ' +
      '/api/saved-searches). Each id goes to saved_search_matches.',
    summary: summaryOf(savedSearchListSchema, (r) => [
      `${r.items.length} saved searches.`,
      ...r.items.map((x) => `#${x.id} ${x.name} (${x.kind}): ${x.newMatches} new`),
    ]),
  }),
  routeTool(S.savedSearchMatches, {
    name: 'saved_search_matches',
    title: 'New matches of a saved search',
    description:
      'A page of the listings that newly matched a saved search since a time (default: since ' +
      'its last view), each with what happened, and how many there are (GET ' +
      '/api/saved-searches/{id}/matches; page from 0, size up to 100).',
    pathArgs: { id: 'id' },
    summary: summaryOf(savedSearchMatchesSchema, (r) => [
      `${r.page.totalElements ?? r.items.length} new matches since ${r.since}; page ${r.page.number + 1} of ${Math.max(r.page.totalPages ?? 1, 1)} (${r.items.length} on it).`,
      ...r.items
        .slice(0, 5)
        .map((m) =>
          line(
            `${m.event}: #${m.card.propertyId} ${place(m.card.address, m.card.postCode)}`,
            cardFigures(m.card, m.card.avgYield),
          ),
        ),
    ]),
  }),
];
