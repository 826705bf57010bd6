import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveChanged } from '@yardstick/engine/ingest/ingest.public';
import { seedFixture } from '@yardstick/engine/test/derive-fixture';
import {
  registerVerified,
  signIn,
  startAccountsTestApp,
  type AccountsTestApp,
  type TestBrowser,
} from '../../../test/accounts-support.ts';
import { expireMemberships, userIdOf } from '../../../test/membership-support.ts';

/**
 * The MCP server (issue 30): the SDK's own client over streamable HTTP (/mcp) and over stdio
 * (`npm run mcp` against the served app), every tool with valid and invalid input, the answers
 * checked against the HTTP API's for the same query with the same key.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
let app: AccountsTestApp;
let base: string;
let browser: TestBrowser;
let key: string;
let memberEmail: string;
let propertyId: number;

async function createKey(b: TestBrowser, name = 'assistant'): Promise<{ id: string; key: string }> {
  const res = await b.post('/api/account/api-keys', { name, scopes: ['read'] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Revokes a key of the signed-in member as the key page does. */
function revoke(id: string) {
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return app.t.app.inject({
    method: 'DELETE',
    url: `/api/account/api-keys/${id}`,
    remoteAddress: browser.ip,
    headers: { host: browser.host, 'x-requested-with': 'yardstick', cookie },
  });
}

/** The HTTP API's answer to the same query with the same key. */
async function api(url: string, apiKey = key, body?: object) {
  const res = await app.t.app.inject({
    method: body ? 'POST' : 'GET',
    url,
    remoteAddress: '10.9.9.9',
    headers: { authorization: `Bearer ${apiKey}` },
    ...(body ? { payload: body } : {}),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

async function httpClient(apiKey = key): Promise<Client> {
  const client = new Client({ name: 'yardstick-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${apiKey}` } },
    }),
  );
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

const textOf = (r: CallToolResult) =>
  r.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');

beforeAll(async () => {
  app = await startAccountsTestApp();
  await seedFixture(app.t.database.db);
  await deriveChanged(app.t.database);
  await app.t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.t.app.server.address() as { port: number }).port}`;
  const member = await registerVerified(app);
  memberEmail = member.emailId;
  browser = await signIn(app, member);
  key = (await createKey(browser)).key;
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM listings WHERE transaction_type = 'sale' AND estimate_price IS NOT NULL
    ORDER BY id LIMIT 1`.execute(app.t.database.db);
  propertyId = rows[0]!.id;
}, 180_000);

afterAll(async () => {
  await app?.close();
});

const TOOLS = [
  'add_deal',
  'analyse_property',
  'area_report',
  'calculate_roi',
  'explain_estimate',
  'get_plo_pair',
  'get_property',
  'hpi_report',
  'list_saved_searches',
  'saved_search_matches',
  'search_listings',
  'search_plo',
  'stamp_duty',
];

describe('the MCP server over streamable HTTP (/mcp)', () => {
  it('answers 401 without a key, with a revoked key, and 405 to GET', async () => {
    const ping = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const headers = {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    };
    const none = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers,
      body: JSON.stringify(ping),
    });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer realm="[^"]+\/mcp"$/);
    expect(await none.json()).toMatchObject({ code: 'API_KEY_REQUIRED' });
    const revoked = await createKey(browser, 'to revoke');
    expect((await revoke(revoked.id)).statusCode).toBe(204);
    const res = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${revoked.key}` },
      body: JSON.stringify(ping),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(
      /^Bearer realm=".*", error="invalid_token"/,
    );
    expect(await res.json()).toMatchObject({ code: 'API_KEY_INVALID' });
    // An MCP client's GET (for an SSE stream): 405, as the transport allows, saying what to do.
    const get = await fetch(`${base}/mcp`, {
      headers: { authorization: `Bearer ${key}`, accept: 'text/event-stream' },
    });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const refused = (await get.json()) as { error: { message: string } };
    expect(refused.error.message).toMatch(/MCP endpoint.*POST.*API key/);
    // A browser's GET, no key (issue 40): a page saying what this is and how to connect.
    const page = await fetch(`${base}/mcp`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('Yardstick for assistants (MCP)');
    expect(html).toContain(`claude mcp add --transport http yardstick ${base}/mcp`);
    expect(html).toContain('/account/api-keys');
  });

  it('lists the tools and the resources', async () => {
    const client = await httpClient();
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
    for (const tool of tools) expect(tool.inputSchema.type).toBe('object');
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri).sort()).toEqual([
      'yardstick://data-sources',
      'yardstick://methodology',
    ]);
    const methodology = await client.readResource({ uri: 'yardstick://methodology' });
    expect(JSON.stringify(methodology.contents)).toContain('BMV');
    await client.close();
  });

  it('answers each tool as the HTTP API answers the same query', async () => {
    const client = await httpClient();
    const cases: [string, Record<string, unknown>, string, object?][] = [
      [
        'search_listings',
        { areaCodes: ['RG1'], size: 5, sort: 'list_price,asc' },
        '/api/property/price/estimates?areaCodes=RG1&size=5&sort=list_price%2Casc',
      ],
      ['search_plo', { areaCodes: 'RG1', size: 5 }, '/api/property/plo?areaCodes=RG1&size=5'],
      ['get_property', { propertyId }, `/api/property-estimates/${propertyId}`],
      ['explain_estimate', { propertyId }, `/api/property-estimates/${propertyId}/evidence`],
      [
        'stamp_duty',
        { price: 250_000 },
        '/api/calculator/stamp-duty?price=250000&nation=england&buyer=additional',
      ],
      ['hpi_report', { duration: 12, size: 5 }, '/api/reports/hpi?duration=12&size=5'],
      // The sort its description suggests is one the API takes (it suggested "change,desc").
      [
        'hpi_report',
        { sort: 'flatHpi,desc', size: 3 },
        '/api/reports/hpi?sort=flatHpi%2Cdesc&size=3',
      ],
      [
        'calculate_roi',
        { propertyId: String(propertyId) },
        '/api/calculator/roi',
        { propertyId: String(propertyId) },
      ],
    ];
    for (const [tool, args, url, body] of cases) {
      const result = await call(client, tool, args);
      const expected = await api(url, key, body);
      expect(expected.status, `${tool}: ${JSON.stringify(expected.body)}`).toBe(200);
      expect(result.isError ?? false, `${tool}: ${textOf(result)}`).toBe(false);
      expect(result.structuredContent, tool).toEqual(expected.body);
      expect(textOf(result).length, tool).toBeGreaterThan(0);
    }
    const analysis = {
      postCode: 'RG1 5AA',
      address: '9 Test Road',
      propertyType: 'T',
      bedrooms: 3,
      floorArea: 85,
      tenure: 'freehold',
      askingPrice: 280_000,
    };
    const analysed = await call(client, 'analyse_property', analysis);
    expect(analysed.isError ?? false, textOf(analysed)).toBe(false);
    expect(analysed.structuredContent).toEqual((await api('/api/analyse', key, analysis)).body);
    const saved = await browser.post('/api/saved-searches', {
      name: 'RG1 under 400k',
      kind: 'estimates',
      // The typed JSON form (issue 37): numbers as numbers, lists as arrays.
      filter: { areaCodes: ['RG1'], maxPrice: 400000 },
      alert: 'off',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const savedId = (saved.json() as { id: string }).id;
    const list = await call(client, 'list_saved_searches', {});
    expect(list.structuredContent).toEqual((await api('/api/saved-searches')).body);
    expect(textOf(list)).toContain('RG1 under 400k');
    // Stored in the URL form (version 1), answered in both forms.
    const [stored] = (list.structuredContent as { items: Record<string, unknown>[] }).items;
    expect(stored).toMatchObject({
      filter: { areaCodes: 'RG1', maxPrice: '400000' },
      criteria: { areaCodes: ['RG1'], maxPrice: 400000 },
      filterVersion: 1,
    });
    const since = '2020-01-01T00:00:00Z';
    const matches = await call(client, 'saved_search_matches', { id: savedId, since });
    expect(matches.isError ?? false, textOf(matches)).toBe(false);
    expect(matches.structuredContent?.page).toMatchObject({ number: 0, size: 100 });
    expect(textOf(matches)).toMatch(/^\d+ new matches since .*; page 1 of \d+/);
    expect(matches.structuredContent).toEqual(
      (await api(`/api/saved-searches/${savedId}/matches?since=${encodeURIComponent(since)}`)).body,
    );
    const area = await call(client, 'area_report', { areaCode: 'RG1', postCode: 'RG1 5AA' });
    expect(area.isError ?? false, textOf(area)).toBe(false);
    expect(area.structuredContent?.averages).toEqual(
      (await api('/api/aggregates/area-averages?areaCode=RG1')).body,
    );
    expect(area.structuredContent?.deprivation).toEqual(
      (await api('/api/property/deprivation?postCode=RG1%205AA')).body,
    );
    await client.close();
  });

  it('answers invalid input with a tool error naming the field, never a crash', async () => {
    const client = await httpClient();
    const cases: [string, Record<string, unknown>, string][] = [
      ['search_listings', { minPrice: -5 }, 'minPrice'],
      ['search_listings', { notAFilter: 1 }, 'notAFilter'],
      ['search_plo', { maxBeds: 'many' }, 'maxBeds'],
      ['get_property', { propertyId: 'abc' }, 'propertyId'],
      ['explain_estimate', {}, 'propertyId'],
      ['stamp_duty', { price: -1 }, 'price'],
      ['hpi_report', { size: 1000 }, 'size'],
      ['calculate_roi', { roiMortgageRate: 'high' }, 'roiMortgageRate'],
      ['area_report', { areaCode: '' }, 'areaCode'],
      [
        'analyse_property',
        { postCode: 'RG1 5AA', propertyType: 'T', tenure: 'freehold' },
        'bedrooms',
      ],
      ['saved_search_matches', { id: 'x1' }, 'id'],
      ['saved_search_matches', { id: '1', since: 'yesterday' }, 'since'],
    ];
    for (const [tool, args, field] of cases) {
      const result = await call(client, tool, args);
      expect(result.isError, `${tool} ${JSON.stringify(args)}`).toBe(true);
      expect(textOf(result), tool).toContain(field);
    }
    // The server still answers after them.
    expect((await call(client, 'stamp_duty', { price: 100_000 })).isError ?? false).toBe(false);
    await client.close();
  });

  it('gives a member whose plan lacks PLO no PLO results, and an expired member MEMBERSHIP_EXPIRED', async () => {
    const other = await registerVerified(app);
    const otherBrowser = await signIn(app, other);
    const otherKey = (await createKey(otherBrowser)).key;
    const userId = await userIdOf(app, other.emailId);
    await sql`UPDATE user_memberships SET attributes = ${['property_estimates_es', 'membership']}
              WHERE user_id = ${userId}`.execute(app.t.database.db);
    await app.t.sessions.forget({ userId });
    const client = await httpClient(otherKey);
    const plo = await call(client, 'search_plo', { areaCodes: 'RG1' });
    expect(plo.isError).toBe(true);
    expect(textOf(plo)).toContain('FORBIDDEN');
    expect((await api('/api/property/plo?areaCodes=RG1', otherKey)).status).toBe(403);
    expect((await call(client, 'search_listings', { areaCodes: 'RG1' })).isError ?? false).toBe(
      false,
    );
    await expireMemberships(app, userId);
    const expired = await call(client, 'search_listings', { areaCodes: 'RG1' });
    expect(expired.isError).toBe(true);
    expect(textOf(expired)).toContain('MEMBERSHIP_EXPIRED');
    expect(textOf(expired)).toContain('MEMBERSHIP_EXPIRED (HTTP 403)');
    expect(expired.structuredContent).toBeUndefined();
    await client.close();
    expect(memberEmail).not.toBe(other.emailId);
  });
});

describe('the MCP server over stdio (npm run mcp)', () => {
  it('serves the same tools and answers, the API reached with the key', async () => {
    const client = new Client({ name: 'yardstick-test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: ['--import', 'tsx', 'apps/api/src/mcp-cli.ts'],
        cwd: ROOT,
        env: {
          ...(process.env as Record<string, string>),
          YARDSTICK_URL: base,
          YARDSTICK_API_KEY: key,
        },
        stderr: 'pipe',
      }),
    );
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
    const result = await call(client, 'search_listings', { areaCodes: ['RG1'], size: 3 });
    expect(result.structuredContent).toEqual(
      (await api('/api/property/price/estimates?areaCodes=RG1&size=3')).body,
    );
    const invalid = await call(client, 'get_property', { propertyId: -1 });
    expect(invalid.isError).toBe(true);
    expect(textOf(invalid)).toContain('propertyId');
    await client.close();
  }, 60_000);
});

describe('the rate limit of a key', () => {
  it('applies to the MCP requests, once each (the tools do not call the API again)', async () => {
    const limited = await startAccountsTestApp({ API_KEY_RATE_LIMIT_PER_MINUTE: '6' });
    try {
      await limited.t.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(limited.t.app.server.address() as { port: number }).port}/mcp`;
      const member = await signIn(limited, await registerVerified(limited));
      const res = await member.post('/api/account/api-keys', { name: 'tight', scopes: ['read'] });
      const tight = (res.json() as { key: string }).key;
      const client = new Client({ name: 'yardstick-test', version: '1.0.0' });
      await client.connect(
        new StreamableHTTPClientTransport(new URL(url), {
          requestInit: { headers: { authorization: `Bearer ${tight}` } },
        }),
      );
      const outcomes: string[] = [];
      for (let i = 0; i < 4; i++) {
        try {
          const r = await call(client, 'stamp_duty', { price: 200_000 });
          outcomes.push(r.isError ? `tool ${textOf(r).split(':')[0]}` : 'ok');
        } catch (error) {
          outcomes.push(/RATE_LIMITED/.test(String(error)) ? 'HTTP RATE_LIMITED' : String(error));
        }
      }
      // Connecting takes three requests of the six (initialize, its notification, the event
      // stream's GET); each call is one MCP request, its tool calling the service in process
      // (no second count, decision 0025): the first three calls are answered, the fourth is
      // the seventh request, refused outright (429).
      expect(outcomes).toEqual(['ok', 'ok', 'ok', 'HTTP RATE_LIMITED']);
      await client.close().catch(() => undefined);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
