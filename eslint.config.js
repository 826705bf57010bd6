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
    group: ['@yardstick/api', '@yardstick/api/*', '@yardstick/pipeline', '@yardstick/pipeline/*'],
    message: 'apps/web shares code with the server only through packages/core',
  };
  const apiOnly = {
    // The pipeline's public faces (`@yardstick/pipeline/<folder>/<name>.public`) are allowed.
    regex: '^(@yardstick/web|@yardstick/pipeline(?!/[^/]+/[^/]+\\.public$)|.*/(web|pipeline)/src/)',
    message:
      'the API does not import the web app, nor the pipeline but through its public faces (decisions 0006, 0016)',
  };
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
          group: ['@yardstick/api*', '@yardstick/web*', '@yardstick/pipeline*', '**/apps/**'],
          message: 'packages/core imports nothing from apps',
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
      group: ['@yardstick/api*', '@yardstick/web*', '@yardstick/pipeline*', '**/apps/**'],
      message: 'packages/db imports nothing from apps (decision 0006)',
    }),
    ...server('apps/api', apiOnly),
    ...moduleBoundaries(apiOnly, noTestSupport),
    ...server('apps/pipeline', {
      group: ['@yardstick/api*', '@yardstick/web*', '**/api/src/**', '**/web/src/**'],
      message:
        'the pipeline does not import the API or the web app: shared code lives in packages/db or packages/core (decision 0006)',
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

/** A listing status word, quoted as in SQL text or a JavaScript string. */
const STATUS_WORD = '(withdrawn|sold|let|let_agreed)';
const statusMessage =
  'Listing states are written once (decision 0010): use @yardstick/db/listing-states or @yardstick/core/listings/listing-states, not a status literal';
const noStatusLiterals = [
  { selector: `Literal[value=/^${STATUS_WORD}$/]`, message: statusMessage },
  { selector: `Literal[value=/'${STATUS_WORD}'/]`, message: statusMessage },
  { selector: `TemplateElement[value.raw=/'${STATUS_WORD}'/]`, message: statusMessage },
];

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
    files: ['apps/api/src/**/*.ts', 'apps/pipeline/src/**/*.ts', 'packages/db/src/**/*.ts'],
    ignores: ['apps/api/src/config.ts', 'apps/pipeline/src/config.ts', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', noProcessEnv] },
  },
  {
    // Listing states are written once (decision 0010): the API's and the derive's reads name
    // them through @yardstick/db/listing-states (SQL) or core's listings/listing-states.ts,
    // never through a status literal. Importers and the demo generator, which write a status,
    // keep theirs; so do tests.
    files: ['apps/api/src/**/*.ts', 'apps/pipeline/src/derive/**/*.ts'],
    ignores: ['apps/api/src/config.ts', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', noProcessEnv, ...noStatusLiterals] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...importBoundaries(),
);
