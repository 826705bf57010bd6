import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findRoute } from '@yardstick/core/routes';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  generateListings,
  insertListings,
  postcodeFixtures,
  seedGeography,
  signedInUser,
  type ListingFixture,
  type SignedInUser,
} from '../../../test/search-fixtures.ts';
import { parseMail } from '../../../test/test-smtp-server.ts';
import { createMailer, outboxDir, type Mailer } from '../../lib/mail/mailer.ts';
import { runAlerts } from './alerts.jobs.ts';
import { STALE_MINUTES } from './sender.ts';

/**
 * The alert emails (issue 28 item 2): instant and digests through the real outbox transport,
 * capped with "and N more", List-Unsubscribe with a working one-click POST, retried after a
 * transport failure and never sent twice, not even after a crash mid-send; favourite alerts
 * (item 3) and the bell's notifications (item 4). Both engines.
 */

const pc = postcodeFixtures();
const m21 = pc.find((p) => p.district === 'M21')!;

const OPERATOR_TOKEN = 'operator-token-for-the-alerts-tests-0123456789abcdef';

describe('alert emails (issue 28)', () => {
  let t: TestApp;
  let member: SignedInUser;
  let dataDir: string;
  let outbox: Mailer;
  let seq = 0;

  /** Sale listings in M21 on the market, residential, with derived figures. */
  async function newListings(n: number, price = 240_000): Promise<ListingFixture[]> {
    const rows = generateListings(1000 + seq++, n, [m21]).map((l, i) => ({
      ...l,
      transaction_type: 'sale' as const,
      status: 'available',
      property_type: 'S',
      property_sub_type: 'Semi-Detached',
      list_price: price + i,
      bedrooms: 3,
      postcode: m21.postcode,
      sector: m21.sector,
      district: m21.district,
      area: m21.area,
      lat: m21.lat,
      lng: m21.lng,
      listed_on: null,
      avg_bmv: -12,
      avg_yield: 7.5,
      address: `${i + 1} Alert Road`,
    }));
    const inserted = await insertListings(t.database.db, rows);
    await sql`UPDATE listings SET derived_at = now() + interval '1 second'
               WHERE id = ANY(${inserted.map((l) => l.id)}::int[])`.execute(t.database.db);
    return inserted;
  }
  const save = async (alert: string, filter: Record<string, string> = { districts: 'M21' }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: member.headers,
      payload: { name: `M21 3-beds ${alert}`, kind: 'estimates', filter, alert },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const files = () => {
    try {
      return readdirSync(outboxDir(dataDir)).sort();
    } catch {
      return [];
    }
  };
  const mail = (file: string) => {
    const raw = readFileSync(path.join(outboxDir(dataDir), file), 'utf8');
    return { raw, ...parseMail(raw) };
  };
  const emailStates = async () =>
    (
      await sql<{ status: string; n: number }>`
        SELECT status, count(*)::int AS n FROM alert_emails GROUP BY status ORDER BY status`.execute(
        t.database.db,
      )
    ).rows;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://yardstick.example', OPERATOR_TOKEN });
    await seedGeography(t.database.db);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    member = await signedInUser(t.database.db, ['property_estimates_es']);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'yardstick-alerts-'));
    outbox = createMailer({ ...t.config, MAIL_TRANSPORT: 'outbox', DATA_DIR: dataDir });
    await sql`DELETE FROM alert_emails`.execute(t.database.db);
    await sql`UPDATE saved_searches SET alert = 'off'`.execute(t.database.db);
  });

  it('sends an instant alert once, with the cards, a cap and one-click unsubscribe', async () => {
    const id = await save('instant', { districts: 'M21', maxPrice: '250000', minYield: '7' });
    const listings = await newListings(13);
    const report = await runAlerts(t, outbox);
    expect(report).toMatchObject({ searchMatches: 13, composed: 1, sent: 1 });
    const [file, ...more] = files();
    expect(more).toEqual([]);
    const email = mail(file!);
    expect(email.subject).toBe('13 updates for M21 3-beds instant');
    expect(email.raw).toContain(`To: ${`user-${member.userId}@example.com`}`);
    expect(email.raw).toMatch(
      /List-Unsubscribe:\s+<https:\/\/yardstick\.example\/api\/alerts\/unsubscribe\?token=[\w.-]+>/,
    );
    expect(email.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // Ten cards, then how many more; each with its price, estimate, BMV, yield and link.
    expect(email.text.match(/Alert Road/g)).toHaveLength(10);
    expect(email.text).toContain('And 3 more listings.');
    expect(email.html).toContain('And <!-- -->3<!-- --> more');
    expect(email.text).toContain('BMV -12.0% · Gross yield 7.5%');
    // The page's own parameter (core/app-links): `?id=`, the page also reading older `?propertyId=`.
    expect(email.text).toContain(
      `https://yardstick.example/property-details?id=${listings[0]!.id}`,
    );
    expect(email.html).toContain(
      `https://yardstick.example/property-details?id=${listings[0]!.id}`,
    );
    expect(email.raw).not.toContain('property-details?propertyId=');
    expect(email.html).toContain('Alert Road');

    // Nothing more to send on the next runs.
    expect(await runAlerts(t, outbox)).toMatchObject({ composed: 0, sent: 0 });
    expect(files()).toHaveLength(1);

    // One-click unsubscribe: an email client's POST, no cookie, no anti-forgery header.
    const url = new URL(/List-Unsubscribe:\s+<([^>]+)>/.exec(email.raw)![1]!);
    const forged = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}?token=${url.searchParams.get('token')!.replace(/.$/, 'x')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unsubscribed: true, what: 'saved search alerts' });
    // The email's Unsubscribe link: a GET shows a button and changes nothing; its form posts.
    const page = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<form method="post"');
    // Issue 40 item 10: the product's page, saying which search it stops.
    expect(page.body).toContain('<style>');
    expect(page.body).toContain('>Yardstick</a>');
    expect(page.body).toContain(
      'This stops the emails for the alerts of your saved search “M21 3-beds instant”.',
    );
    const viaForm = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(viaForm.statusCode).toBe(200);
    expect(viaForm.body).toContain('You are unsubscribed');
    expect(viaForm.body).toContain(
      `Change it any time under <a href="https://yardstick.example/saved-searches?open=${id}">Saved searches</a>`,
    );
    const list = await t.app.inject({ url: '/api/saved-searches', headers: member.headers });
    expect(list.json().items.find((s: { id: string }) => s.id === id).alert).toBe('off');
    // The next match is recorded (the page and the bell show it) but not emailed.
    await newListings(1);
    expect(await runAlerts(t, outbox)).toMatchObject({ searchMatches: 1, sent: 0 });
    expect(files()).toHaveLength(1);
  });

  it("renders the email under the server's own loader (tsx), not only under Vitest", () => {
    const module = new URL('./alert-email.tsx', import.meta.url).href;
    const code = `const { alertEmail } = await import(${JSON.stringify(module)});
      const m = await alertEmail({ to: 'a@example.com', firstName: 'A', subjectName: 'S',
        frequency: 'daily', listings: [], origin: 'https://x.example',
        openUrl: 'https://x.example', manageUrl: 'https://x.example',
        unsubscribeUrl: 'https://x.example/u' });
      console.log(m.html.includes('Manage alerts') ? 'rendered' : 'empty');`;
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', code],
      {
        cwd: new URL('../../../../../', import.meta.url),
        encoding: 'utf8',
      },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('rendered');
  });

  it('batches a daily digest at its hour, once', async () => {
    const searchId = await save('daily');
    await newListings(2);
    // The next digest hour (07:00 UTC) after now: today's before 07:00, else tomorrow's (the
    // test took tomorrow's always, and failed when run between midnight and 07:00).
    const now = new Date();
    const hour = t.config.ALERTS_DIGEST_HOUR;
    const next = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour),
    );
    if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
    const before = new Date(next.getTime() - 3_600_000);
    const at = new Date(next.getTime() + 3_600_000);
    // Before the next digest hour (and the matches are newer than the last one): nothing yet.
    expect(await runAlerts(t, outbox, { now: new Date(Date.now() - 60_000) })).toMatchObject({
      sent: 0,
    });
    await newListings(3);
    expect(await runAlerts(t, outbox, { now: before })).toMatchObject({ sent: 0 });
    expect(await runAlerts(t, outbox, { now: at })).toMatchObject({ composed: 1, sent: 1 });
    expect(await runAlerts(t, outbox, { now: at })).toMatchObject({ composed: 0, sent: 0 });
    const [file, ...more] = files();
    expect(more).toEqual([]);
    const digest = mail(file!);
    expect(digest.subject).toBe('5 updates for M21 3-beds daily');

    // Every link of the digest lands (issue 37; the e2e journey clicks the instant alert's):
    // pages of the route table, the listings by the page's own `id`, the search by its id.
    const links = [
      ...new Set([
        ...[...digest.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')),
        ...[...digest.text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]),
      ]),
    ].map((link) => new URL(link));
    const listingIds = new Set(
      (await t.database.db.selectFrom('listings').select('id').execute()).map((r) => String(r.id)),
    );
    expect(links.length).toBeGreaterThanOrEqual(9);
    for (const url of links) {
      expect(url.origin, url.href).toBe('https://yardstick.example');
      if (url.pathname === '/api/alerts/unsubscribe') {
        const page = await t.app.inject({ url: `${url.pathname}${url.search}` });
        expect(page.statusCode, url.href).toBe(200);
        continue;
      }
      expect(findRoute(url.pathname), url.href).toBeDefined();
      if (url.pathname === '/property-details') {
        expect(listingIds.has(url.searchParams.get('id') ?? ''), url.href).toBe(true);
      }
      if (url.searchParams.has('open')) expect(url.searchParams.get('open')).toBe(searchId);
    }
  });

  it("sends the digests now at the operator's send-digests, and the hour's digest only what came after", async () => {
    await save('daily');
    await newListings(2);
    // Matches recorded after the last digest hour: the regular run sends nothing yet.
    expect(await runAlerts(t, outbox)).toMatchObject({ sent: 0 });
    // send-digests: the daily digest goes now, with both.
    expect(await runAlerts(t, outbox, { digestsNow: true })).toMatchObject({
      composed: 1,
      sent: 1,
    });
    expect(mail(files()[0]!).subject).toBe('2 updates for M21 3-beds daily');
    expect(await runAlerts(t, outbox, { digestsNow: true })).toMatchObject({ composed: 0 });
    // The hour's digest then carries only the matches recorded after it.
    await newListings(1);
    const nextDay = new Date(Date.now() + 86_400_000);
    expect(await runAlerts(t, outbox, { now: nextDay })).toMatchObject({ composed: 1, sent: 1 });
    expect(files().map((f) => mail(f).subject)).toContain('1 update for M21 3-beds daily');

    // The operator endpoint (npm run operator -- send-digests): the operator token only.
    const url = '/api/operator/alerts/send-digests';
    const refused = await t.app.inject({ method: 'POST', url, headers: member.headers });
    expect([401, 403]).toContain(refused.statusCode);
    const ran = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
    expect(ran.statusCode, ran.body).toBe(200);
    expect(ran.json()).toMatchObject({ composed: 0, sent: 0, failed: 0 });
  });

  it('retries after the transport fails and never sends twice, even after a crash mid-send', async () => {
    await save('instant');
    await newListings(1);
    // A real SMTP transport to a port where nothing listens: the send fails.
    const down = createMailer({
      ...t.config,
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    const now = new Date();
    expect(await runAlerts(t, down, { now })).toMatchObject({ composed: 1, sent: 0, failed: 1 });
    down.close();
    expect(await emailStates()).toEqual([{ status: 'pending', n: 1 }]);
    // Not before its next attempt; then once.
    expect(await runAlerts(t, outbox, { now })).toMatchObject({ sent: 0 });
    const later = new Date(now.getTime() + 2 * 60_000);
    expect(await runAlerts(t, outbox, { now: later })).toMatchObject({ sent: 1 });
    expect(
      await runAlerts(t, outbox, { now: new Date(later.getTime() + 3_600_000) }),
    ).toMatchObject({
      sent: 0,
    });
    expect(files()).toHaveLength(1);

    // A process that dies after handing the email over, before recording it: its send
    // never returns. The email went out once; the next process must not send it again.
    await newListings(1);
    const dying: Mailer = {
      transport: 'outbox',
      send: async (message) => {
        await outbox.send(message);
        return new Promise(() => {});
      },
      close: () => {},
    };
    void runAlerts(t, dying);
    await expect.poll(() => files().length, { timeout: 20_000 }).toBe(2);
    await expect.poll(emailStates, { timeout: 5_000 }).toContainEqual({ status: 'sending', n: 1 });
    const afterCrash = new Date(Date.now() + (STALE_MINUTES + 1) * 60_000);
    expect(await runAlerts(t, outbox, { now: afterCrash })).toMatchObject({
      abandoned: 1,
      sent: 0,
    });
    expect(await runAlerts(t, outbox, { now: afterCrash })).toMatchObject({ sent: 0 });
    expect(files()).toHaveLength(2);
    expect(await emailStates()).toEqual([
      { status: 'sent', n: 1 },
      { status: 'unknown', n: 1 },
    ]);
  });

  it('alerts on favourites as each member chose, and shows it in the bell', async () => {
    const [listing] = await newListings(1, 300_000);
    await runAlerts(t, outbox);
    const fav = await t.app.inject({
      method: 'POST',
      url: '/api/favorite-properties',
      headers: member.headers,
      payload: { estimatePropertyId: String(listing!.id) },
    });
    expect(fav.statusCode, fav.body).toBe(201);
    const setPrice = (price: number) =>
      sql`UPDATE listings SET list_price = ${price} WHERE id = ${listing!.id}`.execute(
        t.database.db,
      );
    const setStatus = (status: string) =>
      sql`UPDATE listings SET status = ${status} WHERE id = ${listing!.id}`.execute(t.database.db);
    await setPrice(310_000); // a rise: no alert
    await setPrice(280_000); // a drop
    await setStatus('under_offer');
    await setStatus('available'); // back on the market
    // A price change waits for the derive that follows it (its figures): here, done.
    const derived = () =>
      sql`UPDATE listings SET derived_at = now() + interval '1 second' WHERE id = ${listing!.id}`.execute(
        t.database.db,
      );
    await derived();
    expect(await runAlerts(t, outbox)).toMatchObject({ favouriteMatches: 3 });

    const bell = await t.app.inject({ url: '/api/notifications', headers: member.headers });
    expect(bell.statusCode, bell.body).toBe(200);
    const body = bell.json();
    expect(body.unread).toBe(3);
    expect(body.items.map((n: { title: string }) => n.title)).toEqual([
      'Back on the market · a favourite',
      'Under offer · a favourite',
      'Price reduced · a favourite',
    ]);
    expect(body.items[2].text).toBe('1 Alert Road, £310,000 → £280,000');
    expect(body.items[0].propertyId).toBe(String(listing!.id));

    // Only price drops from now on.
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/alerts/settings',
      headers: member.headers,
      payload: { priceDrop: true, statusChange: false, backOnMarket: false, frequency: 'instant' },
    });
    expect(put.statusCode, put.body).toBe(200);
    await setStatus('sold_stc');
    await setPrice(270_000);
    await derived();
    expect(await runAlerts(t, outbox)).toMatchObject({ favouriteMatches: 1, sent: 1 });
    const favMail = mail(files()[0]!);
    expect(favMail.subject).toBe('1 update for your favourites');
    expect(favMail.text).toContain('Price reduced: 1 Alert Road');

    const read = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: member.headers,
      payload: {},
    });
    expect(read.json()).toEqual({ marked: 4 });
    const after = await t.app.inject({ url: '/api/notifications', headers: member.headers });
    expect(after.json().unread).toBe(0);
  });

  it("keeps each notification's own price, and one entry per event naming both reasons (issue 40)", async () => {
    await save('instant');
    const [listing] = await newListings(1, 189_950);
    await runAlerts(t, outbox);
    const fav = await t.app.inject({
      method: 'POST',
      url: '/api/favorite-properties',
      headers: member.headers,
      payload: { estimatePropertyId: String(listing!.id) },
    });
    expect(fav.statusCode, fav.body).toBe(201);
    await sql`UPDATE listings SET list_price = 169950 WHERE id = ${listing!.id}`.execute(
      t.database.db,
    );
    await sql`UPDATE listings SET derived_at = now() + interval '1 second' WHERE id = ${listing!.id}`.execute(
      t.database.db,
    );
    // The drop matches the saved search and the favourite: two matches, one event.
    expect(await runAlerts(t, outbox)).toMatchObject({ favouriteMatches: 1 });

    const bell = (
      await t.app.inject({ url: '/api/notifications', headers: member.headers })
    ).json();
    const mine = bell.items.filter(
      (n: { propertyId: string }) => n.propertyId === String(listing!.id),
    );
    expect(mine.map((n: { title: string; text: string }) => [n.title, n.text])).toEqual([
      ['Price reduced · M21 3-beds instant and a favourite', '1 Alert Road, £189,950 → £169,950'],
      // Listed at £189,950: the entry keeps it, whatever the listing costs today.
      ['New listing · M21 3-beds instant', '1 Alert Road, £189,950'],
    ]);
    const unread = bell.unread as number;
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: member.headers,
      payload: { ids: [mine[0].id] },
    });
    expect(read.json()).toEqual({ marked: 2 });
    const after = (
      await t.app.inject({ url: '/api/notifications', headers: member.headers })
    ).json();
    expect(after.unread).toBe(unread - 1);
    expect(after.items.find((n: { id: string }) => n.id === mine[0].id).read).toBe(true);
  });
});
