import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import {
  OSM_ATTRIBUTION,
  OSM_TILE_URL,
  tilesTurnedOff,
  tileTemplateProblem,
} from './lib/map-tiles.ts';

/**
 * Every environment variable the application reads, parsed once. Nothing else in the
 * code base reads process.env. All are optional: the defaults give the embedded demo.
 */
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl,
    DATABASE_READ_URL: optionalUrl,
    REDIS_URL: optionalUrl,
    // API processes this server runs on one port (Node's cluster module; a dead one is
    // replaced): a number, or `auto` for one per CPU. More than one needs DATABASE_URL.
    API_PROCESSES: z
      .preprocess(
        emptyToUndefined,
        z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default(1),
      )
      .transform((v) => (v === 'auto' ? Math.max(1, availableParallelism()) : v)),
    PUBLIC_URL: optionalUrl,
    SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
    // The operator commands' bearer token (npm run operator); unset: generated in DATA_DIR.
    OPERATOR_TOKEN: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
    // Requests per minute one API key may make (Authorization: Bearer ysk_...; decision 0015).
    API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    // How long a process keeps a session's lookup (session, user, membership) in memory;
    // 0 = off (decision 0021). Changes drop it at once, across processes through REDIS_URL.
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    // `npm run mcp` (the MCP server over stdio, docs/mcp.md): a running Yardstick's address
    // and a personal API key with the read scope; without them, the local database as the
    // account MCP_ACCOUNT_EMAIL (default: the demo account).
    YARDSTICK_URL: optionalUrl,
    YARDSTICK_API_KEY: z.preprocess(emptyToUndefined, z.string().startsWith('ysk_').optional()),
    MCP_ACCOUNT_EMAIL: optionalString,
    MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Yardstick <no-reply@yardstick.local>'),
    CAPTCHA_PROVIDER: z.enum(['altcha', 'turnstile', 'recaptcha', 'none']).default('altcha'),
    CAPTCHA_SECRET: optionalString,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    OIDC_ISSUER: z.url().default('https://accounts.google.com'),
    // Unset: OpenStreetMap's standard tiles; 'off': only the bundled boundaries basemap.
    MAP_TILE_URL: optionalString
      .superRefine((value, ctx) => {
        const problem = value && !tilesTurnedOff(value) ? tileTemplateProblem(value) : undefined;
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform((value) =>
        value === undefined ? OSM_TILE_URL : tilesTurnedOff(value) ? undefined : value.trim(),
      ),
    MAP_TILE_ATTRIBUTION: z.preprocess(emptyToUndefined, z.string().default(OSM_ATTRIBUTION)),
    DEMO_DATA: z.enum(['auto', 'off']).default('auto'),
    DEMO_USER_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
    DEMO_USER_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8).max(128).optional()),
    MEMBERSHIP_TRIAL_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
    // Payments (issue 17): the built-in sandbox by default, or GoCardless.
    PAYMENT_PROVIDER: z.enum(['sandbox', 'gocardless']).default('sandbox'),
    GOCARDLESS_ACCESS_TOKEN: optionalString,
    GOCARDLESS_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
    GOCARDLESS_WEBHOOK_SECRET: optionalString,
    // Another GoCardless API address (a local fake server, a forward proxy); unset = GoCardless's own.
    GOCARDLESS_API_URL: optionalUrl,
    // How often the membership jobs run (renewals in the sandbox, expiry reminders); 0 = never.
    MEMBERSHIP_JOBS_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
    // How often the feeds' scheduler looks for due feeds (docs/feeds.md); 0 = never.
    FEEDS_TICK_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    // How often the alerts job matches new listing events and sends alert emails
    // (docs/decisions/0020-saved-search-alerts.md); 0 = never.
    ALERTS_TICK_SECONDS: z.coerce.number().int().min(0).max(3600).default(20),
    // How often the server fetches what changed at the open-data publishers for the areas of
    // the last `npm run data -- get` (Price Paid's change file, UK HPI, police.uk); 0 = never.
    DATA_REFRESH_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(44640).default(0),
    // The hour (UTC) daily and weekly (Mondays) alert digests go out.
    ALERTS_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST_DIR: optionalString,
  })
  .superRefine((env, ctx) => {
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'required when MAIL_TRANSPORT=smtp',
      });
    }
    if (
      (env.CAPTCHA_PROVIDER === 'turnstile' || env.CAPTCHA_PROVIDER === 'recaptcha') &&
      !env.CAPTCHA_SECRET
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_SECRET'],
        message: `required when CAPTCHA_PROVIDER=${env.CAPTCHA_PROVIDER}`,
      });
    }
    if (env.API_PROCESSES > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['API_PROCESSES'],
        message:
          'needs DATABASE_URL: the embedded database opens in one process only (docs/deployment.md)',
      });
    }
    if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: 'needs DATABASE_URL: a read replica is of a PostgreSQL primary (PGlite has none)',
      });
    }
    if (env.PAYMENT_PROVIDER === 'gocardless') {
      for (const key of ['GOCARDLESS_ACCESS_TOKEN', 'GOCARDLESS_WEBHOOK_SECRET'] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'required when PAYMENT_PROVIDER=gocardless',
          });
        }
      }
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together',
      });
    }
  });

type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'SESSION_SECRET' | 'OPERATOR_TOKEN' | 'DATA_DIR'> {
  DATA_DIR: string;
  SESSION_SECRET: string;
  OPERATOR_TOKEN: string;
  version: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const ROOT_PACKAGE_JSON = new URL('../../../package.json', import.meta.url);

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(ROOT_PACKAGE_JSON, 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** A secret kept in DATA_DIR when not given: generated once, so it survives restarts. */
function keptSecret(dataDir: string, name: string, given: string | undefined): string {
  if (given) return given;
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Parses the environment; throws ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`),
    );
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...parsed.data,
    DATA_DIR: dataDir,
    // SESSION_SECRET when unset: sessions survive restarts.
    SESSION_SECRET: keptSecret(dataDir, 'session-secret', parsed.data.SESSION_SECRET),
    // OPERATOR_TOKEN when unset: the operator commands on this machine read the same file.
    OPERATOR_TOKEN: keptSecret(dataDir, 'operator-token', parsed.data.OPERATOR_TOKEN),
    version: readVersion(),
  };
}
