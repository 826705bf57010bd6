import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@yardstick/core/api-error';
import { seedFixture } from '@yardstick/engine/test/derive-fixture';
import { signedInUser } from '../../../test/search-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The docs cannot drift (issue 37 item 4): every example of docs/http-api.md (its `curl`
 * commands with their documented answers, its JSON shapes) and every JSON example of
 * docs/listings-jsonl.md is read out of the markdown here and sent to an app on a test
 * database; the answer's status, and its body where the docs show one, must be the documented
 * ones (ids, and anything written `…`, aside).
 */

const DOCS = path.resolve(import.meta.dirname, '../../../../../docs');
const read = (name: string) => readFileSync(path.join(DOCS, name), 'utf8');

/** The fenced blocks of a markdown page with their language. */
function fencedBlocks(markdown: string): { lang: string; text: string }[] {
  return [...markdown.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((m) => ({
    lang: m[1]!,
    text: m[2]!,
  }));
}

/** Splits a shell command into words: '…', "…" (with $VARS) and $'…' (with \n) quoting. */
function shellWords(command: string, env: Record<string, string>): string[] {
  const words: string[] = [];
  let i = 0;
  const expand = (s: string) => s.replace(/\$(\w+)/g, (_, name: string) => env[name] ?? '');
  while (i < command.length) {
    while (/\s/.test(command[i] ?? '')) i++;
    if (i >= command.length) break;
    let word = '';
    while (i < command.length && !/\s/.test(command[i]!)) {
      if (command.startsWith("$'", i)) {
        const end = command.indexOf("'", i + 2);
        word += command
          .slice(i + 2, end)
          .replace(/\\n/g, '\n')
          .replace(/\\(["'\\])/g, '$1');
        i = end + 1;
      } else if (command[i] === "'") {
        const end = command.indexOf("'", i + 1);
        word += command.slice(i + 1, end);
        i = end + 1;
      } else if (command[i] === '"') {
        const end = command.indexOf('"', i + 1);
        word += expand(command.slice(i + 1, end));
        i = end + 1;
      } else {
        const start = i;
        while (i < command.length && !/[\s'"]/.test(command[i]!) && !command.startsWith("$'", i))
          i++;
        word += expand(command.slice(start, i));
      }
    }
    words.push(word);
  }
  return words;
}

interface CurlExample {
  command: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** The documented answers, in order: the command is sent once per answer. */
  answers: { status: number; body?: string }[];
}

/** The curl commands of a shell block, each with the `# STATUS {json}` comments after it. */
function curlExamples(block: string, env: Record<string, string>): CurlExample[] {
  const out: CurlExample[] = [];
  const lines = block.replace(/\\\n\s*/g, ' ').split('\n');
  let current: CurlExample | undefined;
  for (const line of lines) {
    if (line.startsWith('curl ')) {
      const words = shellWords(line, env);
      const example: CurlExample = {
        command: line,
        method: 'GET',
        url: '',
        headers: {},
        answers: [],
      };
      for (let i = 1; i < words.length; i++) {
        const word = words[i]!;
        if (word === '-X') example.method = words[++i]!;
        else if (word === '-H') {
          const [name, ...value] = words[++i]!.split(':');
          example.headers[name!.trim().toLowerCase()] = value.join(':').trim();
        } else if (word === '-b') example.headers.cookie = words[++i]!;
        else if (word === '-d' || word === '--data-binary') {
          example.body = words[++i]!;
          if (example.method === 'GET') example.method = 'POST';
        } else if (word.startsWith('http')) example.url = word;
      }
      out.push(example);
      current = example;
    } else if (current && /^#\s/.test(line)) {
      const answer = /^#\s(?:[^:]*:\s)?(\d{3})\b\s*(.*)$/.exec(line);
      if (answer) current.answers.push({ status: Number(answer[1]), body: answer[2] || undefined });
      else if (current.answers.length > 0) {
        const last = current.answers[current.answers.length - 1]!;
        last.body = `${last.body ?? ''}${line.replace(/^#\s*/, '')}`;
      }
    } else if (line.trim() !== '') current = undefined;
  }
  return out;
}

/** The documented body against the real one: ids aside, `…` anywhere meaning "not shown". */
function expectDocumented(documented: string | undefined, actual: unknown, where: string) {
  if (!documented || documented.includes('…')) return;
  const expected = JSON.parse(documented) as Record<string, unknown>;
  const got = { ...(actual as Record<string, unknown>) };
  if ('id' in expected && typeof got.id === 'number') got.id = expected.id;
  expect(got, where).toEqual(expected);
}

let t: TestApp;
const env: Record<string, string> = {};

/** An API key of a user (hash stored, as the app does). */
async function addKey(userId: string, scopes: string[]): Promise<string> {
  const key = `ysk_${randomBytes(32).toString('base64url')}`;
  const hash = createHash('sha256').update(key).digest('hex');
  await sql`INSERT INTO api_keys (id, user_id, name, scopes, key_hash, prefix)
            VALUES (${randomUUID()}, ${userId}, 'docs', ${scopes}, ${hash},
                    ${key.slice(0, 12)})`.execute(t.database.db);
  return key;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedFixture(t.database.db);
  // The postcodes the docs' examples name, placed beside the fixture's RG1 5AA.
  for (const [postcode, sector] of [
    ['RG1 1AF', 'RG1 1'],
    ['RG1 5PQ', 'RG1 5'],
  ]) {
    await sql`INSERT INTO postcodes (postcode, area, district, sector, lat, lng, country_code,
                lad_code, lsoa_code, msoa_code, source)
              SELECT ${postcode}, area, district, ${sector}, lat, lng, country_code, lad_code,
                lsoa_code, msoa_code, source
                FROM postcodes WHERE postcode = 'RG1 5AA'`.execute(t.database.db);
  }
  const operator = randomUUID();
  await sql`INSERT INTO users (id, email, first_name, operator)
            VALUES (${operator}, 'docs-operator@example.com', 'Docs', true)`.execute(t.database.db);
  env.KEY = await addKey(operator, ['listings:write']);
  const member = await signedInUser(t.database.db, [
    'property_estimates_es',
    'property_plo_es',
    'favorite_properties',
  ]);
  env.YARDSTICK_KEY = await addKey(member.userId, ['read']);
  env.COOKIES = member.cookie;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const send = (example: CurlExample) =>
  t.app.inject({
    method: example.method as 'GET',
    url: example.url.replace(/^https:\/\/yardstick\.example/, ''),
    headers: example.headers,
    ...(example.body !== undefined ? { payload: example.body } : {}),
  });

describe('docs/http-api.md', () => {
  const markdown = read('http-api.md');
  const blocks = fencedBlocks(markdown);

  it('holds examples to send', () => {
    expect(blocks.filter((b) => b.lang === 'json').length).toBeGreaterThan(0);
    expect(blocks.some((b) => b.text.includes('/api/ingest/listings/'))).toBe(true);
  });

  it('documents the error shape the API answers', () => {
    for (const block of blocks.filter((b) => b.lang === 'json')) {
      const shown = JSON.parse(block.text) as unknown;
      expect(apiErrorSchema.safeParse(shown).success, block.text).toBe(true);
    }
  });

  it('answers each curl example as documented', async () => {
    const examples = blocks
      .filter((b) => ['bash', 'sh'].includes(b.lang))
      .flatMap((b) => curlExamples(b.text, env));
    expect(examples.length).toBeGreaterThanOrEqual(7);
    for (const example of examples) {
      expect(example.answers.length, `${example.command}: no documented answer`).toBeGreaterThan(0);
      for (const answer of example.answers) {
        const res = await send(example);
        const where = `${example.command}\n→ ${res.statusCode} ${res.body.slice(0, 400)}`;
        expect(res.statusCode, where).toBe(answer.status);
        expectDocumented(answer.body, res.json(), where);
      }
    }
  }, 120_000);
});

describe('docs/listings-jsonl.md', () => {
  const blocks = fencedBlocks(read('listings-jsonl.md')).filter((b) => b.lang === 'json');

  it('pushes the listing example as it is shown: 201, then 200 unchanged', async () => {
    const listing = blocks
      .map((b) => JSON.parse(b.text) as Record<string, unknown>)
      .find((v) => 'ref' in v)!;
    expect(listing).toBeDefined();
    const put = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/ingest/listings/docs/${String(listing.ref)}`,
        headers: { authorization: `Bearer ${env.KEY}` },
        payload: listing,
      });
    const created = await put();
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ outcome: 'created', status: 'available' });
    expect((await put()).json()).toMatchObject({ outcome: 'unchanged' });
  });

  it('pushes the listing example on one line of a batch, the feed header refused there', async () => {
    const [header, listing] = [
      blocks.find((b) => b.text.includes('"feed"'))!,
      blocks.find((b) => b.text.includes('"ref"'))!,
    ];
    const oneLine = JSON.stringify({ ...JSON.parse(listing.text), ref: 'AH-batch' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/listings/docs',
      headers: { authorization: `Bearer ${env.KEY}`, 'content-type': 'application/x-ndjson' },
      payload: `${oneLine}\n`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, rejected: [] });
    // The header is a file's first line (read by the importer's schema, in the engine's
    // docs test); a push names its source in the path, so the header is no listing there.
    expect(JSON.parse(header.text)).toHaveProperty('feed.source', 'acme-homes');
  });
});
