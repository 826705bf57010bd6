import { describe, expect, inject, it } from 'vitest';

const baseURL = inject('baseURL');

describe('the served app', () => {
  it('answers an unknown API path with the JSON 404', async () => {
    const res = await fetch(`${baseURL}/api/does-not-exist`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves the web app for client-side routes (SPA fallback)', async () => {
    const res = await fetch(`${baseURL}/estimates-es?searchText=RG1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<div id="root"></div>');
  });

  it('reports health on the embedded database', async () => {
    const res = await fetch(`${baseURL}/api/health`);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  });

  it('serves the OpenAPI document and its UI', async () => {
    const json = await fetch(`${baseURL}/api/docs/json`);
    expect(((await json.json()) as { openapi: string }).openapi).toMatch(/^3\./);
    const ui = await fetch(`${baseURL}/api/docs/`);
    expect(ui.status).toBe(200);
  });
});
