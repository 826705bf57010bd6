import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { YardstickClient } from '@yardstick/client/client';
import {
  savedSearchIdParamsSchema,
  savedSearchMatchesQuerySchema,
} from '@yardstick/core/alerts/alerts';
import { analyseInputSchema } from '@yardstick/core/analyse/analyse-schema';
import { DATA_ATTRIBUTIONS } from '@yardstick/core/attributions';
import {
  areaToolInput,
  hpiToolInput,
  propertyToolInput,
  searchToolInput,
  searchToolQuery,
} from '@yardstick/core/mcp/tool-inputs';
import { FIGURE_DEFINITIONS } from '@yardstick/core/methodology/definitions';
import { roiInputSchema } from '@yardstick/core/roi/roi-schema';
import { stampDutyQuerySchema } from '@yardstick/core/tax/stamp-duty-schema';
import { z } from 'zod';

/**
 * Yardstick's MCP server (issue 30, docs/mcp.md): each tool calls the HTTP API through the
 * typed client with the caller's API key, so a tool answers exactly what the API answers the
 * key (its permissions, its membership, its rate limit), as structured content and a short
 * text summary; an API refusal (400 with a message per field, 403 MEMBERSHIP_EXPIRED or
 * FORBIDDEN, 429) comes back as a tool error carrying the API's code and messages.
 */
interface ApiAnswer {
  data?: unknown;
  error?: unknown;
  response: Response;
}

type Summary = (data: never) => string;

const gbp = (n: number | null | undefined) =>
  n === null || n === undefined ? 'n/a' : `£${Math.round(n).toLocaleString('en-GB')}`;
const pct = (n: number | null | undefined) => (n === null || n === undefined ? 'n/a' : `${n}%`);

/** A refusal of the API as a tool error: its code, message and field messages. */
function toolError(status: number, error: unknown): CallToolResult {
  const body = (error && typeof error === 'object' ? error : {}) as {
    code?: string;
    message?: string;
    errors?: unknown;
  };
  const fields = body.errors ? ` ${JSON.stringify(body.errors)}` : '';
  const text = `${body.code ?? `HTTP ${status}`}: ${body.message ?? 'the request failed'}${fields}`;
  return {
    isError: true,
    content: [{ type: 'text', text }],
    structuredContent: { status, ...body },
  };
}

async function answer(call: Promise<ApiAnswer>, summarise: Summary): Promise<CallToolResult> {
  const { data, error, response } = await call;
  if (!response.ok || error !== undefined) return toolError(response.status, error);
  const structured =
    data && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : { items: data };
  return {
    content: [{ type: 'text', text: summarise(data as never) }],
    structuredContent: structured,
  };
}

interface Card {
  propertyId: number | string;
  address: string | null;
  postCode: string | null;
  listPrice: number | null;
  estimatedPrice?: number | null;
  avgBmv?: number | null;
  avgYield?: number | null;
  roi?: number | null;
}

function cardsSummary(noun: string) {
  return (data: { content: Card[]; page: { totalElements?: number } }) => {
    const total = data.page.totalElements ?? data.content.length;
    const lines = data.content
      .slice(0, 5)
      .map(
        (c) =>
          `#${c.propertyId} ${c.address ?? ''} ${c.postCode ?? ''}: asking ${gbp(c.listPrice)}, ` +
          `estimate ${gbp(c.estimatedPrice)}, BMV ${pct(c.avgBmv)}, yield ${pct(c.avgYield)}, ` +
          `ROI ${pct(c.roi)}`,
      );
    return [`${total} ${noun}; ${data.content.length} on this page.`, ...lines].join('\n');
  };
}

const json = (data: unknown) => JSON.stringify(data).slice(0, 600);

export function createYardstickMcpServer(client: YardstickClient, version: string): McpServer {
  const server = new McpServer({ name: 'yardstick', version });

  server.registerTool(
    'search_listings',
    {
      title: 'Search for-sale listings',
      description:
        'For-sale listings with their estimate, BMV %, gross yield and ROI, filtered and sorted ' +
        'as the estimates search of the app (the API parameters of GET ' +
        '/api/property/price/estimates).',
      inputSchema: searchToolInput,
      annotations: { readOnlyHint: true },
    },
    async (input) =>
      answer(
        client.GET('/api/property/price/estimates', {
          params: { query: searchToolQuery(input) as never },
        }),
        cardsSummary('listings') as Summary,
      ),
  );

  server.registerTool(
    'search_plo',
    {
      title: 'Search PLO items',
      description:
        'For-sale listings paired with a rental listing at the same address (PLO), with the ' +
        'yield of the pair; the same filter as search_listings (GET /api/property/plo). Needs ' +
        'a membership that includes PLO.',
      inputSchema: searchToolInput,
      annotations: { readOnlyHint: true },
    },
    async (input) =>
      answer(
        client.GET('/api/property/plo', { params: { query: searchToolQuery(input) as never } }),
        cardsSummary('PLO items') as Summary,
      ),
  );

  server.registerTool(
    'get_property',
    {
      title: 'A listing with its figures',
      description:
        "A sale listing's details: address, asking price, estimate and range, confidence, BMV, " +
        'yield, ROI, price warnings (GET /api/property-estimates/{id}).',
      inputSchema: propertyToolInput,
      annotations: { readOnlyHint: true },
    },
    async ({ propertyId }) =>
      answer(
        client.GET('/api/property-estimates/{id}', {
          params: { path: { id: String(propertyId) } as never },
        }),
        ((p: Card & { estimateConfidence?: string | null }) =>
          `#${p.propertyId} ${p.address ?? ''} ${p.postCode ?? ''}: asking ${gbp(p.listPrice)}, ` +
          `estimate ${gbp(p.estimatedPrice)} (${p.estimateConfidence ?? 'no'} confidence), ` +
          `BMV ${pct(p.avgBmv)}, yield ${pct(p.avgYield)}, ROI ${pct(p.roi)}`) as Summary,
      ),
  );

  server.registerTool(
    'explain_estimate',
    {
      title: 'How an estimate was made',
      description:
        'The evidence of a listing estimate: the indexed last sale, the comparables with their ' +
        'weights, the index used and the accuracy of its confidence band ' +
        '(GET /api/property-estimates/{id}/evidence).',
      inputSchema: propertyToolInput,
      annotations: { readOnlyHint: true },
    },
    async ({ propertyId }) =>
      answer(
        client.GET('/api/property-estimates/{id}/evidence', {
          params: { path: { id: String(propertyId) } as never },
        }),
        ((e: unknown) => `Estimate evidence: ${json(e)}`) as Summary,
      ),
  );

  server.registerTool(
    'area_report',
    {
      title: 'An area in figures',
      description:
        "A district's or area's average yield, asking price and rent, its postcodes with the " +
        'highest yields and, for a unit postcode, its deprivation and local HPI change.',
      inputSchema: areaToolInput,
      annotations: { readOnlyHint: true },
    },
    async ({ areaCode, postCode }) => {
      const parts: [string, Promise<ApiAnswer>][] = [
        [
          'averages',
          client.GET('/api/aggregates/area-averages', { params: { query: { areaCode } as never } }),
        ],
        [
          'yields',
          client.GET('/api/aggregates/yields', {
            params: { query: { areaCode, size: '10' } as never },
          }),
        ],
      ];
      if (postCode) {
        parts.push(
          [
            'deprivation',
            client.GET('/api/property/deprivation', { params: { query: { postCode } as never } }),
          ],
          [
            'hpiChange',
            client.GET('/api/aggregates/hpi-yields', { params: { query: { postCode } as never } }),
          ],
        );
      }
      const report: Record<string, unknown> = { areaCode, ...(postCode ? { postCode } : {}) };
      for (const [name, call] of parts) {
        const { data, error, response } = await call;
        if (!response.ok || error !== undefined) return toolError(response.status, error);
        report[name] = data;
      }
      return {
        content: [{ type: 'text', text: `Area ${areaCode}: ${json(report.averages)}` }],
        structuredContent: report,
      };
    },
  );

  server.registerTool(
    'calculate_roi',
    {
      title: 'ROI calculator',
      description:
        "The ROI calculator of the app (POST /api/calculator/roi): a listing's figures " +
        '(propertyId) or your own, single let or HMO, with the assumptions used.',
      // The API's body schema (its JSON Schema inline, without the named component).
      inputSchema: z.object(roiInputSchema.shape),
      annotations: { readOnlyHint: true },
    },
    async (input) =>
      answer(
        client.POST('/api/calculator/roi', { body: input as never }),
        ((r: { finalRoi?: number | null }) => `ROI ${pct(r.finalRoi)}: ${json(r)}`) as Summary,
      ),
  );

  server.registerTool(
    'stamp_duty',
    {
      title: 'Stamp duty',
      description:
        'Residential transaction tax (SDLT in England, LTT in Wales, LBTT in Scotland) on a ' +
        'purchase, by buyer (GET /api/calculator/stamp-duty).',
      inputSchema: stampDutyQuerySchema,
      annotations: { readOnlyHint: true },
    },
    async (input) =>
      answer(
        client.GET('/api/calculator/stamp-duty', {
          params: { query: { ...input, price: String(input.price) } as never },
        }),
        ((r: { tax?: number; total?: number }) =>
          `Tax on ${gbp(input.price)} (${input.nation}, ${input.buyer}): ${json(r)}`) as Summary,
      ),
  );

  server.registerTool(
    'hpi_report',
    {
      title: 'House price index report',
      description:
        "Each district's UK HPI change (%) by property type over a duration (GET /api/reports/hpi).",
      inputSchema: hpiToolInput,
      annotations: { readOnlyHint: true },
    },
    async (input) =>
      answer(
        client.GET('/api/reports/hpi', {
          params: {
            query: Object.fromEntries(
              Object.entries(input).map(([k, v]) => [k, String(v)]),
            ) as never,
          },
        }),
        ((r: { content: { districtCode: string; districtName: string }[] }) =>
          `${r.content.length} districts: ${r.content
            .slice(0, 5)
            .map((d) => `${d.districtCode} ${d.districtName}`)
            .join('; ')}`) as Summary,
      ),
  );

  server.registerTool(
    'analyse_property',
    {
      title: 'Analyse any property',
      description:
        "Values any property, listed on Yardstick or not, with the listings' own method " +
        '(POST /api/analyse): the estimate with its range, confidence and comparables, the ' +
        'rent estimate and the rentals used, gross yield, ROI (single let and HMO), stamp duty ' +
        'for the buyer, the area figures and the price warnings that apply.',
      inputSchema: z.object(analyseInputSchema.shape),
      annotations: { readOnlyHint: true },
    },
    async (input) =>
      answer(
        client.POST('/api/analyse', { body: input as never }),
        ((r: { estimate?: { point?: number | null; confidence?: string | null } }) =>
          `Analysis of ${input.postCode}: ${json(r)}`) as Summary,
      ),
  );

  server.registerTool(
    'list_saved_searches',
    {
      title: 'Your saved searches',
      description:
        "The saved searches of the key's member, each with its filter, alert frequency and " +
        'count of new matches (GET /api/saved-searches).',
      inputSchema: z.object({}).strict(),
      annotations: { readOnlyHint: true },
    },
    async () =>
      answer(
        client.GET('/api/saved-searches'),
        ((r: { items: { id: string; name: string; kind: string; newMatches: number }[] }) =>
          `${r.items.length} saved searches` +
          r.items
            .map((x) => `\n#${x.id} ${x.name} (${x.kind}): ${x.newMatches} new`)
            .join('')) as Summary,
      ),
  );

  server.registerTool(
    'saved_search_matches',
    {
      title: 'New matches of a saved search',
      description:
        'The listings that newly matched a saved search since a time (default: since its ' +
        'last view), each with what happened (GET /api/saved-searches/{id}/matches).',
      inputSchema: z
        .object({
          id: savedSearchIdParamsSchema.shape.id.describe('The saved search id'),
          since: savedSearchMatchesQuerySchema.shape.since.describe(
            'ISO date-time, e.g. 2026-11-01T00:00:00Z',
          ),
        })
        .strict(),
      annotations: { readOnlyHint: true },
    },
    async ({ id, since }) =>
      answer(
        client.GET('/api/saved-searches/{id}/matches', {
          params: { path: { id }, query: since ? { since } : {} },
        }),
        ((r: { items: { event: string; card: Card }[] }) =>
          `${r.items.length} new matches` +
          r.items
            .slice(0, 5)
            .map(
              (m) =>
                `\n${m.event}: #${m.card.propertyId} ${m.card.address ?? ''}, asking ` +
                `${gbp(m.card.listPrice)}, BMV ${pct(m.card.avgBmv)}`,
            )
            .join('')) as Summary,
      ),
  );

  server.registerResource(
    'methodology',
    'yardstick://methodology',
    {
      title: 'How every figure is computed',
      description: 'The methodology of every figure Yardstick shows (the /methodology page)',
      mimeType: 'text/markdown',
    },
    async (uri) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: 'text/markdown',
          text: FIGURE_DEFINITIONS.map(
            (d) =>
              `## ${d.title}\n\n${d.body.join('\n\n')}${d.formula ? `\n\n    ${d.formula}` : ''}`,
          ).join('\n\n'),
        },
      ],
    }),
  );

  server.registerResource(
    'data-sources',
    'yardstick://data-sources',
    {
      title: 'Data sources and licences',
      description: 'The open datasets behind the figures, with the attribution each licence asks',
      mimeType: 'text/markdown',
    },
    async (uri) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: 'text/markdown',
          text: DATA_ATTRIBUTIONS.map(
            (a) =>
              `## ${a.dataset}\n\nPublisher: ${a.publisher}. Licence: ${a.licence}.\n\n` +
              `${a.attribution}\n\nUsed for: ${a.usedFor}`,
          ).join('\n\n'),
        },
      ],
    }),
  );

  return server;
}
