import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
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

/**
 * The tools chained as an assistant chains them (issue 37, decision 0025), with the official
 * SDK's client over both transports: each answer's ids go to the next tool as they came, and
 * every text is checked for "undefined", "n/a" and a postcode said twice.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
let app: AccountsTestApp;
let base: string;
let browser: TestBrowser;
let dealKey: string;
let readKey: string;

async function createKey(scopes: string[]): Promise<string> {
  const res = await browser.post('/api/account/api-keys', { name: scopes.join(' '), scopes });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { key: string }).key;
}

beforeAll(async () => {
  app = await startAccountsTestApp();
  await seedFixture(app.t.database.db);
  await deriveChanged(app.t.database);
  await app.t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.t.app.server.address() as { port: number }).port}`;
  browser = await signIn(app, await registerVerified(app));
  dealKey = await createKey(['read', 'deals:write']);
  readKey = await createKey(['read']);
}, 180_000);

afterAll(async () => {
  await app?.close();
});

const textOf = (r: CallToolResult) =>
  r.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');

/** A postcode followed by itself ("RG1 5LF RG1 5LF"). */
const DOUBLED_POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})\b[ ,]+\1\b/;

/** Calls a tool, expects an answer and a clean summary; logs the transcript's line. */
async function step(client: Client, transcript: string[], name: string, args: object) {
  const result = (await client.callTool({
    name,
    arguments: { ...args },
  })) as CallToolResult;
  const text = textOf(result);
  transcript.push(`${name} ${JSON.stringify(args)} -> ${text.split('\n').slice(0, 2).join(' | ')}`);
  expect(result.isError ?? false, `${name}: ${text}`).toBe(false);
  expect(text, name).not.toMatch(/\bundefined\b/);
  expect(text, name).not.toMatch(/\bn\/a\b/);
  expect(text, name).not.toMatch(DOUBLED_POSTCODE);
  const data = result.structuredContent;
  expect(data, name).toBeDefined();
  return data as Record<string, unknown>;
}

/** The chain of issue 37, each answer's ids fed to the next call as they came. */
async function chain(client: Client, repeat = false): Promise<string[]> {
  const t: string[] = [];
  const search = await step(client, t, 'search_listings', {
    areaCodes: ['RG1'],
    maxPrice: 2_000_000,
    size: 3,
  });
  const first = (search.content as { propertyId: string }[])[0]!;
  expect(typeof first.propertyId).toBe('string');
  const property = await step(client, t, 'get_property', { propertyId: first.propertyId });
  expect(property.propertyId).toBe(first.propertyId);
  await step(client, t, 'explain_estimate', { propertyId: property.propertyId });
  const roi = await step(client, t, 'calculate_roi', { propertyId: property.propertyId });
  expect(roi.propertyId).toBe(first.propertyId);

  const plo = await step(client, t, 'search_plo', { areaCodes: ['RG1'], size: 3 });
  const pair = (plo.content as { ploId: { salePropertyId: string; rentPropertyId: string } }[])[0];
  expect(pair, 'the fixture holds a PLO pair in RG1').toBeDefined();
  const detail = await step(client, t, 'get_plo_pair', pair!.ploId);
  expect(detail.ploId).toEqual(pair!.ploId);

  const analysis = {
    postCode: 'RG1 5AA',
    address: '9 Test Road',
    propertyType: 'T',
    bedrooms: 3,
    floorArea: 85,
    tenure: 'freehold',
    askingPrice: 280_000,
  };
  const analysed = await step(client, t, 'analyse_property', analysis);
  // The second transport's chain adds the same properties again: a second deal on purpose
  // (one deal per property otherwise, issue 40).
  const again = repeat ? { duplicate: true } : {};
  const deal = await step(client, t, 'add_deal', {
    analysis: analysed.input,
    title: 'Test Road',
    ...again,
  });
  expect(deal.kind).toBe('analysis');
  const listingDeal = await step(client, t, 'add_deal', { propertyId: first.propertyId, ...again });
  expect(listingDeal.propertyId).toBe(first.propertyId);
  return t;
}

describe('the MCP tools chained as an assistant chains them', () => {
  it('over streamable HTTP (/mcp) with a read and deals:write key', async () => {
    const client = new Client({ name: 'chain', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${dealKey}` } },
      }),
    );
    const transcript = await chain(client);
    console.log(`HTTP chain:\n${transcript.join('\n')}`);
    // The deal needs the deals:write scope: a read key is refused as the route refuses it.
    const readOnly = new Client({ name: 'chain', version: '1.0.0' });
    await readOnly.connect(
      new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${readKey}` } },
      }),
    );
    await readOnly.listTools(); // the client then checks answers against the output schemas
    const refused = (await readOnly.callTool({
      name: 'add_deal',
      arguments: { propertyId: '1' },
    })) as CallToolResult;
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/^API_KEY_SCOPE \(HTTP 403\): .*deals:write/);
    await readOnly.close();
    await client.close();
  }, 120_000);

  it('over stdio (npm run mcp against the served API)', async () => {
    const client = new Client({ name: 'chain', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: ['--import', 'tsx', 'apps/api/src/mcp-cli.ts'],
        cwd: ROOT,
        env: {
          ...(process.env as Record<string, string>),
          YARDSTICK_URL: base,
          YARDSTICK_API_KEY: dealKey,
        },
        stderr: 'pipe',
      }),
    );
    const transcript = await chain(client, true);
    console.log(`stdio chain:\n${transcript.join('\n')}`);
    await client.close();
  }, 120_000);
});
