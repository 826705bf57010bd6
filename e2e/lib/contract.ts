import { inject } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { createContract, type Contract } from '../../apps/api/test/openapi-contract.ts';

/**
 * The e2e suite's half of the contract hook (decision 0026; the API's integration tests have
 * the other, apps/api/test/test-app.ts): every answer of the served app's /api, whether the
 * tests fetch it (their own `fetch` calls and the typed client's) or the browser's pages do,
 * is checked against the OpenAPI document the app serves (apps/api/test/openapi-contract.ts).
 * A `fetch` that breaks it rejects; a browser answer that breaks it fails the test when it
 * ends (e2e/lib/contract-setup.ts, the suite's setup file, installs both).
 */
let contract: Contract | undefined;
const browserViolations: string[] = [];

function isApi(url: URL, base: URL): boolean {
  return url.origin === base.origin && url.pathname.startsWith('/api/');
}

/** Wraps `fetch` so that every /api answer is checked; returns the undoing. */
export async function checkFetches(): Promise<() => void> {
  const base = new URL(inject('baseURL'));
  const realFetch = globalThis.fetch;
  if (!contract) {
    const res = await realFetch(new URL('/api/docs/json', base));
    contract = createContract(await res.json());
  }
  const checked = contract;
  globalThis.fetch = async (input, init) => {
    // Read the method and address before fetching: a Request passed in (openapi-fetch passes
    // one) is used up by the fetch and cannot be copied afterwards.
    const request = input instanceof Request ? input : undefined;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const url = new URL(request ? request.url : String(input), base);
    const response = await realFetch(input, init);
    if (!isApi(url, base)) return response;
    const body = await response.clone().text();
    checked.check({
      method,
      url: url.pathname + url.search,
      status: response.status,
      contentType: response.headers.get('content-type') ?? undefined,
      body,
    });
    return response;
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}

/** The browser's answers that broke the contract since the last call. */
export function takeBrowserViolations(): string[] {
  return browserViolations.splice(0);
}

/** Checks every /api answer the context's pages receive (launchBrowser's contexts). */
export function watchContract(context: BrowserContext): void {
  const base = new URL(inject('baseURL'));
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (!contract || !isApi(url, base)) return;
    const request = response.request();
    const status = response.status();
    const done = status >= 300 && status < 400 ? Promise.resolve('') : response.text();
    void done
      .catch(() => '')
      .then((body) => {
        const found = contract?.violation({
          method: request.method(),
          url: url.pathname + url.search,
          status,
          contentType: response.headers()['content-type'],
          body,
        });
        if (found) browserViolations.push(found);
      });
  });
}
