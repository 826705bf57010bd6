import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';

/**
 * The rules of eslint.config.js that guard issue 38's fixes (item 7) still catch what they
 * are for (rule no-restricted-syntax): a status literal of the listing states outside their home, and SQL on another
 * module's tables. Each probe is linted as if it were the file named.
 */
const eslint = new ESLint({ cwd: ROOT });

async function messages(file, code) {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${file}` });
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => `${m.line}: ${m.message.split(':')[0]}`);
}

const STATUS = 'Listing states are written once (decision 0010)';
const TABLES = "SQL on another module's tables";

describe('the listing-status rule', () => {
  it("refuses 'sold_stc', 'under_offer' and the transaction type 'sale' in the API", async () => {
    const code = [
      "import { sql } from 'kysely';",
      "export const a = (l: { status: string }) => l.status === 'sold_stc';",
      "export const b = sql`l.status IN ('under_offer')`;",
      "export const c = sql`l.transaction_type = 'sale'`;",
      "export const d = (l: { transaction_type: string }) => l.transaction_type === 'sale';",
      "export const e = (q: { where(...a: unknown[]): void }) => q.where('l.transaction_type', '=', 'sale');",
      "export const kind = 'sale'; // the favourites' kind is not a listing state",
      '',
    ].join('\n');
    expect(await messages('apps/api/src/modules/search/probe.ts', code)).toEqual(
      [2, 3, 4, 5, 6].map((line) => `${line}: ${STATUS}`),
    );
  });
});

describe("the rule on another module's tables", () => {
  it('refuses the builder and SQL text on a table another module owns', async () => {
    const code = [
      "import { sql } from 'kysely';",
      'declare const db: any;',
      "export const a = () => db.selectFrom('users as u').selectAll().execute();",
      "export const b = () => db.insertInto('alert_emails').values({}).execute();",
      'export const c = sql`SELECT 1 FROM saved_searches s JOIN favourites f ON true`;',
      "export const d = () => db.selectFrom('deals').selectAll().execute();",
      'export const e = sql`SELECT 1 FROM listings l`;',
      '',
    ].join('\n');
    expect(await messages('apps/api/src/modules/deals/probe.ts', code)).toEqual(
      [3, 4, 5, 5].map((line) => `${line}: ${TABLES}`),
    );
  });

  it('lets the listing engine read favourites, never write them', async () => {
    const code = [
      "import { sql } from 'kysely';",
      'export const a = sql`FROM favourites f JOIN listings l ON l.id = f.sale_listing_id`;',
      'export const b = sql`DELETE FROM favourites WHERE id = 1`;',
      '',
    ].join('\n');
    expect(await messages('apps/api/src/modules/listings/probe.ts', code)).toEqual([
      `3: ${TABLES}`,
    ]);
  });
});
