import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInUser } from '../../test/search-fixtures.ts';
import { dataPreloads, scriptSafeJson, withInitialSession, withPreloads } from './web-app.ts';

const INDEX = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>Yardstick</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

describe('web app delivery: route preloads and pre-compressed assets', () => {
  let t: TestApp;
  const script = 'console.log("a page chunk");'.repeat(100);

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'yardstick-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets', 'Details-x1.js'), script);
    writeFileSync(path.join(dist, 'assets', 'Details-x1.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'assets', 'Details-x1.js.gz'), gzipSync(script));
    writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({
        '/property-details': { js: ['/assets/Details-x1.js'], css: ['/assets/Details-x1.css'] },
      }),
    );
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => t.close());

  it("announces the page's chunks in the HTML of its path, and only there", async () => {
    const details = await t.app.inject({ url: '/property-details?id=12' });
    expect(details.statusCode).toBe(200);
    expect(details.headers['content-type']).toMatch(/^text\/html/);
    expect(details.headers['cache-control']).toBe('private, no-cache');
    expect(details.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/Details-x1.js">',
    );
    expect(details.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/Details-x1.css">',
    );
    expect(details.body.indexOf('modulepreload')).toBeLessThan(details.body.indexOf('</head>'));
    const trailing = await t.app.inject({ url: '/property-details/' });
    expect(trailing.body).toContain('modulepreload');

    for (const url of ['/', '/estimates', '/constructor', '/__proto__', '/toString']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(withInitialSession(INDEX, null));
    }
  });

  it("announces the details header's data on /property-details, so it loads beside the scripts", async () => {
    const details = await t.app.inject({ url: '/property-details?id=12&from=grid' });
    expect(details.body).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/property-estimates/12">',
    );
    expect(details.body.indexOf('rel="preload"')).toBeLessThan(details.body.indexOf('</head>'));
    for (const url of [
      '/property-details',
      '/property-details?id=abc',
      '/property-details?id=1"x',
    ]) {
      expect((await t.app.inject({ url })).body, url).not.toContain('rel="preload"');
    }
    expect(dataPreloads('/estimates', new URLSearchParams('id=12'))).toEqual([]);
  });

  it('sends the Brotli or gzip copy the browser accepts, else the file itself', async () => {
    const url = '/assets/Details-x1.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves the HTML as it is without preloads, and escapes what it writes', () => {
    expect(withPreloads(INDEX, undefined)).toBe(INDEX);
    expect(withPreloads(INDEX, { js: [], css: [] })).toBe(INDEX);
    expect(withPreloads(INDEX, { js: ['/a"b.js'], css: [] })).toContain('href="/a&quot;b.js"');
  });

  it("carries the session of the page's cookie in its HTML, as GET /api/session answers it", async () => {
    const visitor = await t.app.inject({ url: '/estimates' });
    expect(visitor.body).toContain(
      '<script id="yardstick-session" type="application/json">null</script>',
    );
    const user = await signedInUser(t.database.db, ['property_estimates_es']);
    const page = await t.app.inject({ url: '/estimates', headers: { cookie: user.cookie } });
    const session = await t.app.inject({ url: '/api/session', headers: { cookie: user.cookie } });
    expect(session.statusCode).toBe(200);
    const block = /<script id="yardstick-session" type="application\/json">(.*?)<\/script>/.exec(
      page.body,
    );
    expect(JSON.parse(block![1]!)).toEqual(session.json());
    expect(page.body.indexOf('yardstick-session')).toBeLessThan(page.body.indexOf('</head>'));
    // It names the user: kept by no shared cache, and never answered for another cookie.
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.vary).toMatch(/cookie/i);
    // A stale or forged cookie is a visitor.
    const forged = await t.app.inject({
      url: '/estimates',
      headers: { cookie: 'yardstick_session=forged' },
    });
    expect(forged.body).toContain('type="application/json">null</script>');
    // A request with an API key is left to ask (no session of a cookie to carry).
    const keyed = await t.app.inject({
      url: '/estimates',
      headers: { authorization: 'Bearer ysk_abc' },
    });
    expect(keyed.body).toBe(INDEX);
  });

  it('writes JSON that cannot end its script element', () => {
    const json = scriptSafeJson({ name: '</script><script>alert(1)</script>\u2028' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>\u2028' });
  });
});
