import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshot } from './lib/browser.ts';
import { openSignedInPage, type SignedInPage } from './lib/session.ts';

/**
 * Personal API keys in Chromium (issue 27; decision 0015): the demo account (an operator on
 * demo data) creates a key on /account/api-keys, copies it from the page it is shown on once,
 * uses it from a script (Node's fetch, no cookie, no anti-forgery header) against the search
 * API, revokes it on the page and sees the script refused with 401.
 */
const baseURL = inject('baseURL');
const demoLogin = inject('demoLogin');
const SEARCH = '/api/property/price/estimates?areaCodes=RG1&size=2&isCountRequired=false';

function search(key: string) {
  return fetch(`${baseURL}${SEARCH}`, { headers: { authorization: `Bearer ${key}` } });
}

describe('API keys', () => {
  let s: SignedInPage;
  beforeAll(async () => {
    s = await openSignedInPage(baseURL, demoLogin);
  });
  afterAll(() => s.browser.close());

  it('creates a key on the page, uses it from a script, revokes it and sees 401', async () => {
    const { page } = s;
    await page.goto(`${baseURL}/`);
    await page.getByRole('button', { name: /Demo/ }).click();
    await page.getByRole('menuitem', { name: 'API keys' }).click();
    await page.waitForURL(`${baseURL}/account/api-keys`);
    await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();
    // The demo account is an operator: the write scope is offered.
    await page.getByRole('checkbox', { name: /Write listings/ }).waitFor();

    const name = `e2e ${Date.now()}`;
    await page.getByRole('textbox', { name: /Name/ }).fill(name);
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByTestId('new-api-key');
    await shown.waitFor();
    await expect(shown.getByText(/you will not see it again/).count()).resolves.toBe(1);
    const key = (await page.getByTestId('new-api-key-value').textContent())!.trim();
    expect(key).toMatch(/^ysk_[A-Za-z0-9_-]{43}$/);
    await screenshot(page, 'api-keys-created-1366');

    const used = await search(key);
    expect(used.status).toBe(200);
    const body = (await used.json()) as { content: unknown[] };
    expect(body.content.length).toBeGreaterThan(0);
    // A key never manages the account.
    const session = await fetch(`${baseURL}/api/session`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(session.status).toBe(403);

    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByTestId('new-api-key').count()).resolves.toBe(0);
    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/stops working at once/).waitFor();
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await page.getByRole('button', { name: `Revoke ${name}` }).waitFor({ state: 'detached' });

    const refused = await search(key);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe('API_KEY_INVALID');
    expect(s.pageErrors).toEqual([]);
  });

  it('tells how to use Yardstick in an assistant (MCP), and /mcp explains itself (issue 40)', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${baseURL}/account/api-keys`);
    const help = page.getByTestId('mcp-help');
    await help.getByRole('heading', { name: 'Use Yardstick in your AI assistant' }).waitFor();
    await help.getByText(`${baseURL}/mcp`, { exact: true }).waitFor();
    await screenshot(page, 'api-keys-mcp-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'api-keys-mcp-390');
    // The link opens GET /mcp in the browser: a page, not a 405.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      help.getByRole('link', { name: 'How to connect an assistant' }).click(),
    ]);
    await popup.getByRole('heading', { name: 'Yardstick for assistants (MCP)' }).waitFor();
    await popup.getByText(`claude mcp add --transport http yardstick ${baseURL}/mcp`).waitFor();
    await popup.setViewportSize({ width: 1366, height: 900 });
    await screenshot(popup, 'mcp-help-1366');
    await popup.setViewportSize({ width: 390, height: 844 });
    await screenshot(popup, 'mcp-help-390');
    await popup.close();
    await page.setViewportSize({ width: 1366, height: 900 });
    expect(s.pageErrors).toEqual([]);
  });
});
