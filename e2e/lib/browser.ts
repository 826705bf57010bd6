import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { watchContract } from './contract.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = path.resolve(import.meta.dirname, '..', 'artifacts');

export function assertChromium() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. Install it with: apt-get install -y chromium`,
    );
  }
}

/** Chromium, each of whose contexts has its /api answers checked against the contract. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    watchContract(context);
    return context;
  };
  // browser.newPage makes its context through browser.newContext: watched as well.
  return browser;
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** The app's default map tiles (OpenStreetMap's standard tiles, MAP_TILE_URL unset). */
export const OSM_TILES = 'https://tile.openstreetmap.org/**';

/**
 * Refuses the default map tiles in a context, as on a machine without internet: the maps
 * fall back to the offline basemap whether or not this machine is online, and the tests
 * never load OpenStreetMap's servers. A test of the online case routes them itself (the
 * route registered last wins).
 */
export async function refuseMapTiles(context: BrowserContext) {
  await context.route(OSM_TILES, (route) => route.abort('internetdisconnected'));
}
