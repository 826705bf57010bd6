import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, refuseMapTiles } from './browser.ts';

/**
 * Signs a browser context (or a bare API request context) in through the API (the login
 * screen itself is covered by the accounts suite): the session cookie lands in its cookie jar.
 */
export async function signIn(
  context: { request: APIRequestContext },
  baseURL: string,
  login: { email: string; password: string },
) {
  const res = await context.request.post(`${baseURL}/api/login`, {
    data: { loginId: login.email, password: login.password, rememberMe: false },
    headers: { 'x-requested-with': 'yardstick' },
  });
  if (!res.ok()) throw new Error(`Sign-in failed: ${res.status()} ${await res.text()}`);
}

/** The id of a demo sale listing with a derived ROI, found through the search API. */
export async function someListingId(context: BrowserContext, baseURL: string): Promise<string> {
  const res = await context.request.get(
    `${baseURL}/api/property/price/estimates?areaCodes=RG1&size=1&sort=roi,desc&isCountRequired=false`,
  );
  if (!res.ok()) throw new Error(`Search failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { content: { propertyId: string | number }[] };
  const first = body.content[0];
  if (!first) throw new Error('No listing in RG1');
  return String(first.propertyId);
}

export interface SignedInPage {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page's scripts, for a spec to require none. */
  pageErrors: string[];
}

/**
 * A browser with one page, signed in as the given user (desktop size unless told). The
 * map tiles are refused (refuseMapTiles): the maps draw the offline basemap.
 */
export async function openSignedInPage(
  baseURL: string,
  login: { email: string; password: string },
  viewport = { width: 1366, height: 900 },
): Promise<SignedInPage> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport });
  await refuseMapTiles(context);
  await signIn(context, baseURL, login);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => pageErrors.push(err.message));
  return { browser, context, page, pageErrors };
}
