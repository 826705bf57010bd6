import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ARTIFACTS, refuseMapTiles } from './lib/browser.ts';
import { openSignedInPage, signIn, someListingId } from './lib/session.ts';

const baseURL = inject('baseURL');

async function viewportShot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/** Elements (by selector) whose content is wider than their box: cut off or scrolled. */
const overflowing = (page: Page, selector: string) =>
  page.evaluate(
    (sel) =>
      Array.from(document.querySelectorAll<HTMLElement>(sel))
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent?.slice(0, 60) ?? ''),
    selector,
  );

describe('tables and formulas fit their boxes (laptop 1366 and phone 390)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    ({ browser, context, page, pageErrors } = await openSignedInPage(baseURL, inject('demoLogin'), {
      width: 1366,
      height: 768,
    }));
  });
  afterAll(() => browser?.close());

  it('shows every column of the sales history at 1366 px without a sideways scroll', async () => {
    const id = await someListingId(context, baseURL);
    await page.goto(`${baseURL}/property-details?id=${id}`);
    await page.getByRole('button', { name: 'Sales History', exact: true }).click();
    const modal = page.getByRole('dialog');
    const table = modal.getByRole('table');
    await table.getByRole('row').nth(1).waitFor();
    const sizes = await table.evaluate((el) => {
      const viewport = el.closest<HTMLElement>('.mantine-ScrollArea-viewport')!;
      return { table: el.scrollWidth, viewport: viewport.clientWidth };
    });
    expect(sizes.table).toBeLessThanOrEqual(sizes.viewport);
    // The last column is on screen, inside the modal.
    const soldOn = (await table.getByRole('columnheader', { name: 'Sold On' }).boundingBox())!;
    const box = (await modal.boundingBox())!;
    expect(soldOn.x + soldOn.width).toBeLessThanOrEqual(box.x + box.width);
    expect(soldOn.x + soldOn.width).toBeLessThanOrEqual(1366);
    await viewportShot(page, 'sales-history-1366');
    await page.keyboard.press('Escape');
  });

  it('shows the whole of every methodology formula at laptop and phone widths', async () => {
    await page.goto(`${baseURL}/methodology#roi`);
    // The formulas are the code blocks of the page's cards.
    const formulas = page.locator('main pre');
    await formulas.first().waitFor();
    expect(await formulas.count()).toBeGreaterThan(3);
    expect(await overflowing(page, 'main pre')).toEqual([]);
    await viewportShot(page, 'methodology-roi-1366');

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await refuseMapTiles(phone);
    await signIn(phone, baseURL, inject('demoLogin'));
    const small = await phone.newPage();
    await small.goto(`${baseURL}/methodology#roi`);
    await small.locator('main pre').first().waitFor();
    expect(await overflowing(small, 'main pre')).toEqual([]);
    const { scroll, client } = await small.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
    await viewportShot(small, 'methodology-roi-phone');
    await phone.close();
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
