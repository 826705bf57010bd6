import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

/** The import boundaries of docs/architecture.md, enforced by lint. */
function importBoundaries() {
  const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
    withFileTypes: true,
  })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const serverOnly = {
    group: [
      '@yardstick/api',
      '@yardstick/api/*',
      '@yardstick/pipeline',
      '@yardstick/pipeline/*',
      '@yardstick/engine',
      '@yardstick/engine/*',
    ],
    message: 'apps/web shares code with the server only through packages/core',
  };
  /** Neither app imports the other (decision 0027): what both run is packages/engine. */
  const apiOnly = {
    // Of the engine, its public faces (`@yardstick/engine/<folder>/<name>.public`) and, for
    // tests and benchmarks, its test support and benchmark worlds (noTestSupport keeps those
    // out of production files).
    regex:
      '^(@yardstick/(web|pipeline)(/|$)|@yardstick/engine(?!/([^/]+/[^/]+\\.public|test/[^/]+|bench/[^/]+)$)|\\.[^@]*/(web|pipeline|packages/engine)/)',
    message:
      'the API imports neither the web app nor the pipeline (decisions 0006, 0027); the engine only through its public faces (<folder>/<name>.public.ts)',
  };
  /** The apps, which no package imports (decisions 0006, 0027). */
  const apps = ['@yardstick/api*', '@yardstick/web*', '@yardstick/pipeline*', '**/apps/**'];
  const noTestSupport = {
    group: ['**/test/**', '**/bench/**', '@yardstick/*/test/*'],
    message: 'production code does not import test support (test/) or benchmarks (bench/)',
  };
  /** A server workspace's boundary; its production files (src, tests aside) also stay
   *  clear of test support and benchmarks. */
  const server = (folder, boundary) => [
    { files: [`${folder}/**/*.ts`], rules: restrict([boundary]) },
    {
      files: [`${folder}/src/**/*.ts`],
      ignores: ['**/*.test.ts'],
      rules: restrict([boundary, noTestSupport]),
    },
  ];
  return [
    {
      files: ['packages/core/**/*.ts'],
      rules: restrict([
        {
          group: [...apps, '@yardstick/db*', '@yardstick/engine*'],
          message: 'packages/core imports nothing from apps, the database or the engine',
        },
      ]),
    },
    {
      files: ['packages/client/**/*.ts'],
      rules: restrict([
        {
          group: ['@yardstick/*', '**/apps/**', '**/packages/**'],
          message: 'packages/client is generated types and a fetch client: it imports no workspace',
        },
      ]),
    },
    ...server('packages/db', {
      group: [...apps, '@yardstick/engine*'],
      message:
        'packages/db imports nothing from apps (decision 0006) or the engine, which lies above it',
    }),
    ...server('packages/engine', {
      group: apps,
      message:
        'packages/engine imports nothing from apps: both apps run it (decision 0027); it builds on packages/db and packages/core',
    }),
    ...server('apps/api', apiOnly),
    ...moduleBoundaries(apiOnly, noTestSupport),
    ...server('apps/pipeline', {
      group: ['@yardstick/api*', '@yardstick/web*', '**/api/**', '**/web/**'],
      message:
        'the pipeline does not import the API or the web app: what both apps run lives in packages/engine, shared code in packages/db or packages/core (decisions 0006, 0027)',
    }),
    { files: ['apps/web/**/*.{ts,tsx}'], rules: restrict([serverOnly]) },
    ...features.map((feature) => ({
      files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
      rules: restrict([
        serverOnly,
        {
          group: features
            .filter((f) => f !== feature)
            .flatMap((f) => [
              `**/features/${f}`,
              `**/features/${f}/**`,
              `../${f}/**`,
              `../../${f}/**`,
            ]),
          message:
            'a web feature does not import another feature; lift shared code to components/ or core',
        },
      ]),
    })),
  ];
}

/**
 * An API module (apps/api/src/modules/<module>) is used by other modules only through its
 * public face: guards.ts for accounts, <module>.public.ts for the others (the listing
 * engine's, modules/listings, is listings.public.ts: functions only, no SQL piece). Tests and
 * test support (fixtures, references) may also use another module's test support and
 * helpers, but never its repository, routes or service. A module below the others (`access`:
 * the memberships that grant access, used by accounts and membership) imports no module at all;
 * `api-keys` lies below accounts (which resolves keys and registers the key routes through its
 * face) and imports none of accounts' files.
 *
 * The files at apps/api/src's root (app.ts, server.ts, the command lines) compose the modules:
 * they too use a module through its public face, and besides it only the entry points they
 * wire up, the route plugins they register (`*.routes.ts`) and the jobs they start
 * (`*.jobs.ts`).
 */
function moduleBoundaries(apiOnly, noTestSupport) {
  const modules = readdirSync(new URL('./apps/api/src/modules', import.meta.url), {
    withFileTypes: true,
  })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const faceOf = (module) => (module === 'accounts' ? 'guards.ts' : `${module}.public.ts`);
  // A module's folder as an import from one (../) or two (../../, from a subfolder) levels down.
  const dirs = (module) => [`../${module}`, `../../${module}`];
  const below = new Set(['access']);
  /** Modules that may not import a module above them, face included (it imports theirs). */
  const beneath = { 'api-keys': ['accounts'] };
  const testFiles = ['**/*.test.ts', '**/test/**', '**/*-fixtures.ts', '**/*-reference.ts'];
  const rootFiles = {
    files: ['apps/api/src/*.ts'],
    ignores: testFiles,
    rules: restrict([
      apiOnly,
      noTestSupport,
      {
        group: [
          './modules/**/*.*',
          ...modules.map((m) => `!./modules/${m}/${faceOf(m)}`),
          '!./modules/**/*.routes.ts',
          '!./modules/**/*.jobs.ts',
        ],
        message:
          "the app's root files use a module through its public face (<module>.public.ts; accounts: guards.ts), or the route plugins (*.routes.ts) and jobs (*.jobs.ts) they wire up",
      },
    ]),
  };
  const rootTests = {
    files: testFiles.map((p) => `apps/api/src/${p.replace('**/', '')}`),
    rules: restrict([
      apiOnly,
      {
        group: ['repository', 'routes', 'service'].map((kind) => `./modules/**/*.${kind}.ts`),
        message:
          'tests use a module through its public face or its test support, never its repository, routes or service',
      },
    ]),
  };
  return [
    rootFiles,
    rootTests,
    ...modules.flatMap((module) => {
      const others = modules.filter((m) => m !== module);
      const files = [`apps/api/src/modules/${module}/**/*.ts`];
      return [
        {
          files,
          ignores: testFiles,
          rules: restrict([
            apiOnly,
            noTestSupport,
            below.has(module)
              ? {
                  group: others.flatMap((o) => dirs(o).map((dir) => `${dir}/**`)),
                  message: `the ${module} module lies below the others and imports none of them`,
                }
              : {
                  group: others.flatMap((o) =>
                    dirs(o).flatMap((dir) => [`${dir}/**`, `!${dir}/${faceOf(o)}`]),
                  ),
                  message:
                    'a module imports another module only through its public face (<module>.public.ts; accounts: guards.ts), never its repository, routes, service or other files',
                },
            ...(beneath[module] ?? []).map((above) => ({
              group: dirs(above).map((dir) => `${dir}/**`),
              message: `the ${module} module lies below ${above}, which imports its face: it imports none of the ${above} module's files`,
            })),
          ]),
        },
        {
          files: testFiles.map((p) => `apps/api/src/modules/${module}/${p}`),
          rules: restrict([
            apiOnly,
            {
              group: others.flatMap((o) =>
                dirs(o).flatMap((dir) =>
                  ['repository', 'routes', 'service'].map((kind) => `${dir}/**/*.${kind}.ts`),
                ),
              ),
              message:
                'tests use another module through its public face or its test support, never its repository, routes or service',
            },
          ]),
        },
      ];
    }),
  ];
}

const noProcessEnv = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read configuration through config.ts, not process.env',
};

/**
 * Listing states are written once (decision 0010): core's listings/listing-states.ts and its
 * SQL in @yardstick/db/listing-states, which lie outside the files these rules cover. A status
 * word, quoted as in SQL text or a JavaScript string, is refused elsewhere; so is 'sale' where
 * it is a listing's transaction type (SQL text `transaction_type = 'sale'`, a Kysely
 * `where('l.transaction_type', '=', 'sale')`, a comparison with `.transaction_type`): the bare
 * word is also the favourites' kind ('sale' | 'plo'), which is not a listing state.
 */
const STATUS_WORDS = ['withdrawn', 'sold', 'let', 'let_agreed'];
/** Issue 38 item 7: the states the search and the alerts name besides. */
const MORE_STATUS_WORDS = ['sold_stc', 'under_offer'];
const statusMessage =
  'Listing states are written once (decision 0010): use @yardstick/db/listing-states or @yardstick/core/listings/listing-states, not a status literal';
function noStatusLiterals({ more }) {
  const words = `(${(more ? [...STATUS_WORDS, ...MORE_STATUS_WORDS] : STATUS_WORDS).join('|')})`;
  const selectors = [
    `Literal[value=/^${words}$/]`,
    `Literal[value=/'${words}'/]`,
    `TemplateElement[value.raw=/'${words}'/]`,
  ];
  if (more) {
    const saleInSql = `/transaction_type\\s*(=|<>|!=)\\s*'sale'/`;
    selectors.push(
      `Literal[value=${saleInSql}]`,
      `TemplateElement[value.raw=${saleInSql}]`,
      `CallExpression[arguments.0.value=/(^|\\.)transaction_type$/] > Literal[value='sale']`,
      `BinaryExpression[left.property.name='transaction_type'] > Literal[value='sale']`,
      `BinaryExpression[right.property.name='transaction_type'] > Literal[value='sale']`,
    );
  }
  return selectors.map((selector) => ({ selector, message: statusMessage }));
}

/**
 * Who owns each table that an API module writes: its SQL lives in that module (src/jobs for
 * the job registry's), and any other module reaches the rows through the owner's public face
 * (issue 38 item 7). The open data and what the derive writes from it (listings, postcodes,
 * sold_prices, plo_pairs, area_stats, listing_events, ...) are written by the pipeline and
 * read by several modules: no module owns them here.
 */
const TABLE_OWNERS = {
  access: ['user_memberships'],
  accounts: ['users', 'user_sessions', 'user_tokens', 'oauth_flows', 'captcha_spent'],
  'api-keys': ['api_keys'],
  membership: [
    'membership_plans',
    'payment_mandates',
    'payment_checkouts',
    'payment_subscriptions',
    'membership_payments',
    'payment_events',
    'membership_reminders',
    'payment_sandbox_objects',
  ],
  favourites: ['favourites'],
  preferences: ['user_preferences'],
  alerts: [
    'saved_searches',
    'saved_search_keys',
    'alert_settings',
    'alert_cursor',
    'alert_emails',
    'alert_matches',
  ],
  deals: ['deals', 'deal_offers', 'deal_viewings', 'deal_shares'],
  feeds: ['feeds', 'feed_runs'],
  jobs: ['job_runs'],
};
/**
 * Reads of another module's table that are granted: the listing engine's favourite sources
 * (a user's favourite sales, the viewer's favourite on each card) join `favourites` inside the
 * list's one statement; the per-request key lookup joins its owner in `users` in one statement,
 * and making a key locks the owner's row so that two requests cannot pass the cap together
 * (api-keys lies below accounts and cannot call its face). Writes stay refused.
 */
const TABLE_READERS = { favourites: ['listings'], users: ['api-keys'] };

const BUILDER_READS =
  'selectFrom|innerJoin|leftJoin|rightJoin|fullJoin|innerJoinLateral|leftJoinLateral';
const BUILDER_WRITES = 'insertInto|updateTable|deleteFrom|mergeInto|replaceInto';

/** SQL on `tables` (the Kysely builder's table argument, or SQL text), refused. */
function tableSelectors(tables, { reads }, message) {
  if (tables.length === 0) return [];
  const names = `(${tables.join('|')})`;
  const methods = reads ? `${BUILDER_READS}|${BUILDER_WRITES}` : BUILDER_WRITES;
  const call = `CallExpression[callee.property.name=/^(${methods})$/]`;
  const table = `Literal[value=/^${names}( as \\w+)?$/]`;
  // In SQL text: FROM, JOIN, INTO, UPDATE (a read grant keeps FROM and JOIN but DELETE FROM).
  const verbs = reads ? '\\b(from|join|into|update)' : '(\\b(into|update)|\\bdelete\\s+from)';
  const text = `/${verbs}\\s+${names}\\b/i`;
  return [
    `${call} > ${table}`,
    `${call} > ArrayExpression > ${table}`,
    `TemplateElement[value.raw=${text}]`,
    `Literal[value=${text}]`,
  ].map((selector) => ({ selector, message }));
}

/** The table rules of the code of `owner` (a module, or 'jobs': src/jobs). */
function foreignTableSql(owner) {
  return Object.entries(TABLE_OWNERS)
    .filter(([other]) => other !== owner)
    .flatMap(([other, tables]) => {
      const message = `SQL on another module's tables: ${tables.join(', ')} belong to ${other === 'jobs' ? 'the job registry (src/jobs)' : `the ${other} module`}; use its public face (issue 38 item 7)`;
      const readable = tables.filter((t) => (TABLE_READERS[t] ?? []).includes(owner));
      const refused = tables.filter((t) => !readable.includes(t));
      return [
        ...tableSelectors(refused, { reads: true }, message),
        ...tableSelectors(readable, { reads: false }, message),
      ];
    });
}

/**
 * The restricted syntax of the API's production files, per module: no process.env, no
 * listing status literal, no SQL on another module's tables. ESLint takes a rule's last
 * setting for a file, so each block repeats the whole list.
 */
function apiSyntax() {
  const modules = readdirSync(new URL('./apps/api/src/modules', import.meta.url), {
    withFileTypes: true,
  })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const syntax = (...selectors) => ({ 'no-restricted-syntax': ['error', ...selectors] });
  const base = [noProcessEnv, ...noStatusLiterals({ more: true })];
  const tests = ['**/*.test.ts', '**/test/**', '**/*-fixtures.ts', '**/*-reference.ts'];
  // modules/alerts reads users, favourites and listings with its own SQL and status words:
  // issue 38 item 1 moves that into the listing engine and the owners' faces; the lead
  // removes this exemption then. The old status words still hold there.
  const exempt = {
    alerts: [noProcessEnv, ...noStatusLiterals({ more: false })],
  };
  return [
    {
      files: ['apps/api/src/**/*.ts'],
      ignores: ['apps/api/src/config.ts', '**/*.test.ts'],
      rules: syntax(...base),
    },
    ...[...modules, 'jobs'].map((owner) => ({
      files: [
        owner === 'jobs' ? 'apps/api/src/jobs/**/*.ts' : `apps/api/src/modules/${owner}/**/*.ts`,
      ],
      ignores: tests,
      rules: syntax(...(exempt[owner] ?? [...base, ...foreignTableSql(owner)])),
    })),
    {
      // listing-match.ts re-implements the engine's conditions in JavaScript; issue 38 item 1
      // removes it (the lead drops this block then).
      files: ['apps/api/src/modules/listings/listing-match.ts'],
      rules: syntax(
        noProcessEnv,
        ...noStatusLiterals({ more: false }),
        ...foreignTableSql('listings'),
      ),
    },
    {
      // The derive's reads: the first status words only. Its own `transaction_type = 'sale'`
      // and 'sold_stc' texts (the derive lies outside issue 38 item 7's change) are still
      // to move to @yardstick/db/listing-states before the rest join here.
      files: ['packages/engine/src/derive/**/*.ts', 'apps/pipeline/src/derive/**/*.ts'],
      ignores: ['**/*.test.ts'],
      rules: syntax(noProcessEnv, ...noStatusLiterals({ more: false })),
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/artifacts/**',
      '**/fixtures/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-properties': 'off',
    },
  },
  {
    // Only the config modules read the environment (architecture: one validated config each).
    // Benchmarks (apps/*/bench) and test support (test/ folders) lie outside src and take
    // their own settings.
    files: [
      'apps/api/src/**/*.ts',
      'apps/pipeline/src/**/*.ts',
      'packages/engine/src/**/*.ts',
      'packages/db/src/**/*.ts',
    ],
    ignores: ['apps/api/src/config.ts', 'apps/pipeline/src/config.ts', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', noProcessEnv] },
  },
  ...apiSyntax(),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...importBoundaries(),
);
