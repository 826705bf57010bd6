import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ARTIFACTS, OSM_TILES, refuseMapTiles } from './lib/browser.ts';
import { openSignedInPage, signIn } from './lib/session.ts';
import { fakeTilePng } from './lib/tile-png.ts';

const baseURL = inject('baseURL');
const READING = '51.4542645,-0.9781303';

interface LatLng {
  lat: number;
  lng: number;
}

/** Ray casting: whether the point lies inside the polygon (independent of the app's code). */
function insidePolygon(p: LatLng, polygon: LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.lat > p.lat !== b.lat > p.lat) {
      const lngAt = ((b.lng - a.lng) * (p.lat - a.lat)) / (b.lat - a.lat) + a.lng;
      if (p.lng < lngAt) inside = !inside;
    }
  }
  return inside;
}

function polygonOf(url: string): LatLng[] {
  const text = new URL(url).searchParams.get('polygon') ?? '';
  return text.split(',').map((pair) => {
    const [lat, lng] = pair.trim().split(/\s+/).map(Number);
    return { lat: lat!, lng: lng! };
  });
}

async function shot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const inside = (inner: Box, outer: Box, slack = 1) =>
  inner.x >= outer.x - slack &&
  inner.y >= outer.y - slack &&
  inner.x + inner.width <= outer.x + outer.width + slack &&
  inner.y + inner.height <= outer.y + outer.height + slack;

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** How far the page runs on below the footer, in pixels (0 when the footer ends the page). */
const belowFooter = (page: Page) =>
  page.evaluate(() => {
    const footer = document.querySelector('footer')!.getBoundingClientRect();
    return Math.round(document.documentElement.scrollHeight - (footer.bottom + window.scrollY));
  });

const isMarkerCall = (r: Response) =>
  /\/api\/property\/(_s\/property\/estimates\/map|coordinate\/price\/estimates\/marker)\?/.test(
    r.url(),
  ) && r.request().method() === 'GET';

describe('estimates map: circle, markers, list, grid hand-over, drawn area, basemap', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];
  const countLine = () => page.getByTestId('count-line');
  const rows = () => page.getByTestId('map-list-row');
  const mapContainer = () => page.locator('.leaflet-container');
  const drawn = () => mapContainer().getAttribute('data-markers-drawn');

  beforeAll(async () => {
    ({ browser, context, page, pageErrors } = await openSignedInPage(baseURL, inject('demoLogin')));
  });
  afterAll(() => browser?.close());

  it('keeps Leaflet out of the home page', async () => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${baseURL}/`);
    await page.getByRole('heading', { name: 'Featured Properties' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /\/assets\/map-[^/]*\.js$/.test(s))).toEqual([]);
    page.removeAllListeners('request');
  });

  it('opens on Reading with markers, the count line and the offline basemap', async () => {
    const failedTiles: string[] = [];
    page.on('requestfailed', (r) => {
      if (r.url().startsWith('https://tile.openstreetmap.org/')) failedTiles.push(r.url());
    });
    await page.goto(`${baseURL}/estimates-map-es`);
    await expect
      .poll(() => countLine().textContent(), { timeout: 20_000 })
      .toMatch(/^Total \d+ Properties in 500 mts radius$/);
    const total = Number(/Total (\d+)/.exec((await countLine().textContent()) ?? '')![1]);
    expect(total).toBeGreaterThan(0);
    await expect.poll(drawn, { timeout: 10_000 }).toBe(String(Math.min(total, 500)));
    // The default tiles (OpenStreetMap's) cannot load here (refused, as offline): the
    // bundled boundaries with district names instead.
    await expect.poll(() => mapContainer().getAttribute('data-basemap')).toBe('offline');
    expect(failedTiles.length).toBeGreaterThan(0);
    page.removeAllListeners('requestfailed');
    await page.locator('.ys-basemap-label', { hasText: 'Reading' }).first().waitFor();
    await expect
      .poll(() => page.locator('.leaflet-control-attribution').textContent())
      .toMatch(/Contains OS data © Crown copyright/);
    expect(await rows().count()).toBe(Math.min(total, 12));
    await shot(page, 'map-default');
  });

  it('opens an info window with price, estimate, BMV, ROI and a details link', async () => {
    // Find a drawn marker on the canvas (a dot's green or red fill) and click it.
    const spot = await page.evaluate(() => {
      const canvases = Array.from(
        document.querySelectorAll<HTMLCanvasElement>('.leaflet-overlay-pane canvas'),
      );
      for (const canvas of canvases) {
        const ctx = canvas.getContext('2d');
        if (!ctx) continue;
        const rect = canvas.getBoundingClientRect();
        const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
        const scale = rect.width / width;
        for (let y = Math.floor(height * 0.3); y < height * 0.7; y++) {
          for (let x = Math.floor(width * 0.3); x < width * 0.7; x++) {
            const i = (y * width + x) * 4;
            const [r, g, b, a] = [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
            const dot =
              a > 200 && ((g > 110 && r < 90 && b < 100) || (r > 190 && g < 90 && b < 90));
            if (dot) return { x: rect.left + (x + 1) * scale, y: rect.top + (y + 6) * scale };
          }
        }
      }
      return null;
    });
    expect(spot).not.toBeNull();
    await page.mouse.click(spot!.x, spot!.y);
    const popup = page.locator('.leaflet-popup-content');
    await popup.waitFor();
    const text = (await popup.textContent()) ?? '';
    expect(text).toMatch(/Price/);
    expect(text).toMatch(/Estimate£[\d,]+/);
    expect(text).toMatch(/BMV/);
    expect(text).toMatch(/ROI/);
    const link = popup.getByRole('link', { name: 'View property details' });
    expect(await link.getAttribute('href')).toMatch(/^\/property-details\?id=\d+$/);
    expect(await link.getAttribute('target')).toBe('_blank');
    await shot(page, 'map-popup');
    await page.keyboard.press('Escape');
  });

  it('drags the edge of the circle: radius in the address, new count', async () => {
    const before = await countLine().textContent();
    const handle = page.locator('.ys-map-handle--edge');
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) {
      await page.mouse.move(box.x + box.width / 2 + i * 20, box.y + box.height / 2);
    }
    await page.mouse.up();
    await expect.poll(() => new URL(page.url()).searchParams.get('radius')).not.toBeNull();
    const radius = Number(new URL(page.url()).searchParams.get('radius'));
    expect(radius).toBeGreaterThan(600);
    await expect.poll(() => countLine().textContent()).not.toBe(before);
    expect(await countLine().textContent()).toContain(
      `in ${radius.toLocaleString('en-GB')} mts radius`,
    );
    // Then move the whole circle by its centre.
    const centreBox = (await page.locator('.ys-map-handle--centre').boundingBox())!;
    const centreBefore = new URL(page.url()).searchParams.get('center');
    await page.mouse.move(centreBox.x + 11, centreBox.y + 11);
    await page.mouse.down();
    for (let i = 1; i <= 5; i++)
      await page.mouse.move(centreBox.x + 11 - i * 12, centreBox.y + 11 + i * 8);
    await page.mouse.up();
    await expect.poll(() => new URL(page.url()).searchParams.get('center')).not.toBe(centreBefore);
    await expect.poll(drawn).not.toBeNull();
    await shot(page, 'map-dragged');
  });

  it('pages the list and sorts it by its headers', async () => {
    await page.goto(`${baseURL}/estimates-map-es?center=${READING}&radius=1500`);
    await rows().first().waitFor();
    const total = Number(
      /Total ([\d,]+)/.exec((await countLine().textContent()) ?? '')![1]!.replace(/,/g, ''),
    );
    expect(total).toBeGreaterThan(24);
    expect(await rows().count()).toBe(12);
    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    expect(await previous.isDisabled()).toBe(true);
    const firstId = await rows().first().getAttribute('data-property-id');
    await next.click();
    await expect.poll(() => page.getByTestId('map-list-range').textContent()).toMatch(/^13–24 of /);
    await expect.poll(() => rows().first().getAttribute('data-property-id')).not.toBe(firstId);
    expect(await previous.isDisabled()).toBe(false);
    await previous.click();
    await expect.poll(() => page.getByTestId('map-list-range').textContent()).toMatch(/^1–12 of /);

    await page.getByRole('button', { name: /^Sort by Price/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('list_price,asc');
    await expect
      .poll(async () => {
        const prices = await page
          .locator('[data-testid="map-list-row"] td:nth-child(3)')
          .allTextContents();
        const values = prices.map((p) => Number(p.replace(/[^\d]/g, '')));
        return values.length === 12 && values.every((v, i) => i === 0 || v >= values[i - 1]!);
      })
      .toBe(true);
    // A list row is a link to the property, reachable by keyboard; focus highlights it.
    const link = rows().first().getByRole('link');
    expect(await link.getAttribute('href')).toMatch(/^\/property-details\?id=\d+$/);
    await link.focus();
    await expect.poll(() => rows().first().getAttribute('style')).toMatch(/background/);
    await shot(page, 'map-list-sorted');
  });

  it('switches to the grid and back with the filter kept', async () => {
    await page.goto(`${baseURL}/estimates-map-es?center=${READING}&radius=1200&minBeds=2`);
    await rows().first().waitFor();
    const mapCount = await countLine().textContent();
    await page.getByRole('link', { name: 'GRID VIEW' }).click();
    await page.waitForURL(/\/estimates-es\?/);
    const grid = new URL(page.url()).searchParams;
    expect(grid.get('center')).toBe(READING);
    expect(grid.get('radius')).toBe('1200');
    expect(grid.get('minBeds')).toBe('2');
    await page.getByTestId('estimate-card').first().waitFor();
    await page.getByRole('link', { name: 'MAP VIEW' }).click();
    await page.waitForURL(/\/estimates-map-es\?/);
    const back = new URL(page.url()).searchParams;
    expect(back.get('center')).toBe(READING);
    expect(back.get('radius')).toBe('1200');
    expect(back.get('minBeds')).toBe('2');
    await expect.poll(() => countLine().textContent()).toBe(mapCount);
  });

  async function drawSquare(): Promise<Response> {
    await page.getByRole('button', { name: 'Draw area' }).click();
    await page.getByTestId('draw-hint').waitFor();
    const box = (await page.getByTestId('map-panel').boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const corners: [number, number][] = [
      [cx - 150, cy - 110],
      [cx + 120, cy - 130],
      [cx + 140, cy + 100],
      [cx - 90, cy + 140],
    ];
    for (const [x, y] of corners) await page.mouse.click(x, y);
    const answer = page.waitForResponse((r) => isMarkerCall(r) && r.url().includes('polygon='));
    // Close the shape on its first point.
    await page.mouse.click(corners[0]![0], corners[0]![1]);
    return answer;
  }

  it('draws an area: only markers inside it (ES map)', async () => {
    await page.goto(`${baseURL}/estimates-map-es?center=${READING}&radius=1000`);
    await rows().first().waitFor();
    const response = await drawSquare();
    const polygon = polygonOf(response.url());
    expect(polygon).toHaveLength(4);
    const body = (await response.json()) as {
      hits: { total: { value: number }; hits: { _source: { location: string } }[] };
    };
    expect(body.hits.hits.length).toBeGreaterThan(0);
    for (const hit of body.hits.hits) {
      const [lat, lng] = hit._source.location.split(',').map(Number);
      expect(insidePolygon({ lat: lat!, lng: lng! }, polygon)).toBe(true);
    }
    await expect
      .poll(() => countLine().textContent())
      .toBe(`Total ${body.hits.total.value.toLocaleString('en-GB')} Properties in the drawn area`);
    expect(new URL(page.url()).searchParams.get('radius')).toBeNull();
    await expect.poll(drawn).toBe(String(body.hits.hits.length));
    await shot(page, 'map-drawn');
    await page.getByRole('button', { name: 'Clear drawn area' }).click();
    await expect.poll(() => countLine().textContent()).toMatch(/mts radius$/);
  });

  it('draws an area on the coordinate map: array markers inside it', async () => {
    await page.goto(`${baseURL}/estimates-map?center=${READING}&radius=1000`);
    await rows().first().waitFor();
    const response = await drawSquare();
    const polygon = polygonOf(response.url());
    const body = (await response.json()) as { content: [string, number, number][]; total: number };
    expect(body.content.length).toBeGreaterThan(0);
    for (const [, lat, lng] of body.content) {
      expect(insidePolygon({ lat, lng }, polygon)).toBe(true);
    }
    await expect.poll(() => countLine().textContent()).toMatch(/in the drawn area$/);
    // The list beside it holds only properties of the area too.
    await rows().first().waitFor();
    expect(await rows().count()).toBe(Math.min(12, body.total));
  });

  it('shows the draw-a-search help on an empty map', async () => {
    await page.goto(`${baseURL}/estimates-map-es?center=${READING}&minPrice=900000000`);
    await page.getByTestId('draw-search-help').waitFor();
    expect(await countLine().textContent()).toBe('Total 0 Properties in 500 mts radius');
    await page.getByRole('button', { name: 'Draw on the map' }).click();
    await page.getByTestId('draw-hint').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Draw area' }).waitFor();
    await shot(page, 'map-empty');
  });

  it('draws OpenStreetMap tiles with their credit when they load (a fake tile server)', async () => {
    const online = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    await signIn(online, baseURL, inject('demoLogin'));
    const png = fakeTilePng();
    const referers: (string | undefined)[] = [];
    await online.route(OSM_TILES, async (route) => {
      referers.push((await route.request().headerValue('referer')) ?? undefined);
      await route.fulfill({ status: 200, contentType: 'image/png', body: png });
    });
    const tiled = await online.newPage();
    await tiled.goto(`${baseURL}/estimates-map-es`);
    const container = tiled.locator('.leaflet-container');
    await expect.poll(() => container.getAttribute('data-basemap')).toBe('tiles');
    await expect
      .poll(() => tiled.locator('img.leaflet-tile-loaded').count(), { timeout: 10_000 })
      .toBeGreaterThan(3);
    expect(await tiled.locator('.ys-basemap-label').count()).toBe(0);
    // The credit OpenStreetMap requires, linked to its copyright page.
    const credit = tiled.locator('.leaflet-control-attribution');
    expect(await credit.textContent()).toContain('© OpenStreetMap contributors');
    expect(
      await credit.getByRole('link', { name: 'OpenStreetMap contributors' }).getAttribute('href'),
    ).toBe('https://www.openstreetmap.org/copyright');
    // The tiles are asked for with the page's origin as Referer (the usage policy wants it;
    // the app's own pages send none).
    expect(referers.length).toBeGreaterThan(3);
    expect(new Set(referers)).toEqual(new Set([`${baseURL}/`]));
    await tiled.waitForTimeout(300);
    await tiled.screenshot({ path: path.join(ARTIFACTS, 'map-tiles.png') });
    await online.close();
  });

  it('refits the map to the circle when the radius changes and keeps the typed place', async () => {
    // A filter in the address (not the one remembered from the tests before).
    await page.goto(`${baseURL}/estimates-map?radius=500`);
    await countLine().waitFor();
    const box = page.getByRole('textbox', { name: 'Location' });
    await box.fill('RG1 7JB');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('searchText')).toBe('RG1 7JB');
    await expect.poll(() => countLine().textContent()).toMatch(/^Total [1-9].* in 500 mts radius$/);
    const panel = (await page.getByTestId('map-panel').boundingBox())!;
    const circle = page.locator('.leaflet-overlay-pane path[stroke="#0b7a75"]');
    for (const radius of [2000, 10000, 250]) {
      await page.getByLabel('Search radius').selectOption(String(radius));
      await expect
        .poll(() => countLine().textContent())
        .toMatch(new RegExp(`in ${radius.toLocaleString('en-GB')} mts radius$`));
      await expect
        .poll(async () => {
          const c = await circle.boundingBox();
          const edge = await page.locator('.ys-map-handle--edge').boundingBox();
          return Boolean(c && edge && inside(c, panel) && inside(edge, panel));
        })
        .toBe(true);
      const params = new URL(page.url()).searchParams;
      expect(params.get('radius')).toBe(String(radius));
      // The place the user typed stays, in the address and in the box.
      expect(params.get('searchText')).toBe('RG1 7JB');
      expect(await box.inputValue()).toBe('RG1 7JB');
      if (radius > 500) {
        // Fitted, not merely inside: the circle spans most of the map's shorter side.
        const c = (await circle.boundingBox())!;
        expect(Math.max(c.width, c.height)).toBeGreaterThan(
          0.45 * Math.min(panel.width, panel.height),
        );
      }
      await shot(page, `map-radius-${radius}`);
    }
  });

  it('ends with the footer on both map pages (no band below it), with a legend', async () => {
    for (const path of ['/estimates-map', '/estimates-map-es']) {
      await page.goto(`${baseURL}${path}?center=${READING}&radius=1500`);
      await rows().first().waitFor();
      await expect.poll(drawn).not.toBeNull();
      expect(await belowFooter(page)).toBeLessThanOrEqual(1);
      const legend = page.getByTestId('map-legend');
      expect(await legend.getByRole('listitem').allTextContents()).toEqual(
        expect.arrayContaining(['At or below market value', 'Above market value', 'Search circle']),
      );
    }
    // Plot outlines are named while they are drawn (below 200 markers).
    await page.goto(`${baseURL}/estimates-map?center=${READING}&radius=250`);
    await rows().first().waitFor();
    await page
      .getByTestId('map-legend')
      .getByText('Plot outline (HM Land Registry)')
      .waitFor({ timeout: 15_000 });
  });

  it('draws 500 markers fast and warns that there are more', async () => {
    const fresh = await context.newPage();
    await fresh.goto(`${baseURL}/estimates-map-es?center=${READING}&radius=5000`);
    const container = fresh.locator('.leaflet-container');
    await expect
      .poll(() => container.getAttribute('data-markers-drawn'), { timeout: 20_000 })
      .toBe('500');
    // performance.now() counts from the start of the navigation.
    const firstPaintMs = Number(await container.getAttribute('data-markers-drawn-at'));
    console.log(`First map paint with 500 markers: ${firstPaintMs} ms after navigation start`);
    expect(firstPaintMs).toBeGreaterThan(0);
    expect(firstPaintMs).toBeLessThan(5_000);
    await fresh
      .getByTestId('marker-limit-warning')
      .getByText('More than 500 Properties in 5,000 mts radius. Reduce the radius/search area')
      .waitFor();
    // Pan the map with 500 markers: the frame budget holds.
    const box = (await fresh.getByTestId('map-panel').boundingBox())!;
    const started = Date.now();
    await fresh.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await fresh.mouse.down();
    for (let i = 0; i < 30; i++)
      await fresh.mouse.move(box.x + box.width / 2 - i * 8, box.y + box.height / 2);
    await fresh.mouse.up();
    console.log(`Panning 30 steps with 500 markers: ${Date.now() - started} ms`);
    await shot(fresh, 'map-500');
    await fresh.close();
  });

  it('is usable at phone width', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await refuseMapTiles(phone);
    await signIn(phone, baseURL, inject('demoLogin'));
    const small = await phone.newPage();
    for (const path of ['/estimates-map-es', '/estimates-map']) {
      await small.goto(`${baseURL}${path}?center=${READING}`);
      await small.getByTestId('map-list-row').first().waitFor();
      await expect
        .poll(() => small.locator('.leaflet-container').getAttribute('data-markers-drawn'))
        .not.toBeNull();
      // The offline basemap's long credit takes two lines on a phone: the scale stays clear.
      await expect
        .poll(() => small.locator('.leaflet-container').getAttribute('data-basemap'))
        .toBe('offline');
      const credit = (await small.locator('.leaflet-control-attribution').boundingBox())!;
      const scale = (await small.locator('.leaflet-control-scale').boundingBox())!;
      expect(overlap(credit, scale)).toBe(false);
      const { scroll, client } = await small.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(scroll).toBeLessThanOrEqual(client);
      expect(await belowFooter(small)).toBeLessThanOrEqual(1);
    }
    mkdirSync(ARTIFACTS, { recursive: true });
    await small.screenshot({ path: path.join(ARTIFACTS, 'map-phone.png'), fullPage: true });
    await phone.close();
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
