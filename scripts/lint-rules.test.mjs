import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';

/**
 * The rules of eslint.config.js that guard issue 38's fixes still catch what they are for:
 * (item 7, rule no-restricted-syntax) a status literal of the listing states outside their
 * home, and SQL on another module's tables; (item 3, rule no-restricted-imports) an app that
 * imports the other, or a package that imports an app. Each probe is linted as if it were the
 * file named.
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

/** The import rule's messages for `imports` (one specifier a line) in the file named. */
async function refusedImports(file, imports) {
  const code = imports.map((spec, i) => `import * as m${i} from '${spec}';\nvoid m${i};`);
  const [result] = await eslint.lintText(`${code.join('\n')}\n`, { filePath: `${ROOT}/${file}` });
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => imports[(m.line - 1) / 2])
    .filter((spec, i, all) => all.indexOf(spec) === i);
}

describe('the import boundaries of the workspaces (decisions 0006, 0027)', () => {
  it('lets no file of the API import the pipeline, and the engine only through its faces', async () => {
    const imports = [
      '@yardstick/pipeline/feeds/feeds.public',
      '@yardstick/pipeline/cli',
      '../../../../pipeline/src/config.ts',
      '../../../../pipeline/test/cli-support.ts',
      '../../../../../packages/engine/src/feeds/run-feed.ts',
      '@yardstick/engine/feeds/run-feed',
      '@yardstick/engine/feeds/feeds.public',
    ];
    expect(await refusedImports('apps/api/src/modules/feeds/probe.ts', imports)).toEqual(
      imports.slice(0, 6),
    );
    // Tests and benchmarks take the engine's test support and worlds; production does not.
    const support = [
      '@yardstick/engine/test/derive-fixture',
      '@yardstick/engine/bench/synthetic-world',
    ];
    expect(await refusedImports('apps/api/src/modules/feeds/probe.test.ts', support)).toEqual([]);
    expect(await refusedImports('apps/api/src/modules/feeds/probe.ts', support)).toEqual(support);
    expect(
      await refusedImports('apps/api/bench/probe.ts', [
        '../../pipeline/bench/synthetic-world.ts',
        '@yardstick/pipeline/ingest/ingest.public',
      ]),
    ).toHaveLength(2);
  });

  it('lets the pipeline import the engine, never the API', async () => {
    const imports = [
      '@yardstick/api/app',
      '../../../api/src/app.ts',
      '../../../api/test/test-app.ts',
      '@yardstick/engine/derive/run-derive',
    ];
    expect(await refusedImports('apps/pipeline/src/cli/probe.ts', imports)).toEqual(
      imports.slice(0, 3),
    );
    expect(await refusedImports('apps/pipeline/src/cli/probe.test.ts', imports)).toEqual(
      imports.slice(0, 3),
    );
  });

  it('lets no package import an app, nor the database or core what lies above them', async () => {
    const apps = [
      '@yardstick/pipeline/config',
      '@yardstick/api/config',
      '../../../../apps/pipeline/src/config.ts',
      '../../../../apps/api/src/config.ts',
    ];
    for (const file of [
      'packages/engine/src/derive/probe.ts',
      'packages/engine/src/derive/probe.test.ts',
      'packages/engine/test/probe.ts',
      'packages/db/src/probe.ts',
      'packages/core/src/geo/probe.ts',
    ]) {
      expect(await refusedImports(file, apps), file).toEqual(apps);
    }
    const engine = ['@yardstick/engine/derive/run-derive'];
    expect(await refusedImports('packages/db/src/probe.ts', engine)).toEqual(engine);
    expect(await refusedImports('packages/core/src/geo/probe.ts', engine)).toEqual(engine);
  });
});
