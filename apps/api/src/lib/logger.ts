import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry secrets; their values never reach a log line. */
const SECRET_PARAMS = new Set(['token', 'code', 'state', 'captchatoken', 'password', 'id_token']);

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.has(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${url.slice(0, q)}?${params.toString()}`;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.confirmPassword',
        '*.token',
        '*.captchaToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(req: { method: string; url: string; ip?: string; id?: string }) {
        return { method: req.method, url: redactUrl(req.url), ip: req.ip, reqId: req.id };
      },
    },
  };
}

/** The part of the app's logger (pino) that start-up uses. */
export interface StartupLogger {
  level: string;
  levels?: { values: Record<string, number> };
  flush?: (cb?: (err?: Error) => void) => void;
}

/**
 * Runs the start-up's last steps (listening, the banner) with the log held at `warn` when it is
 * set lower, so the start-up's own info lines (Fastify's 'Server listening at', which the
 * banner says in words) stay out of the banner: the log is written from another thread and
 * landed anywhere in it. Warnings and errors still show; everything logged before is written
 * out first; the level comes back as soon as `run` is done, so every request is logged after
 * the banner at the configured level.
 */
export async function quietStartup<T>(log: StartupLogger, run: () => Promise<T>): Promise<T> {
  const level = log.level;
  const values = log.levels?.values;
  const quieter = values !== undefined && (values[level] ?? Infinity) < (values.warn ?? 0);
  if (quieter) log.level = 'warn';
  try {
    return await run();
  } finally {
    if (quieter) log.level = level;
  }
}

/** Resolves once the log's pending lines are written (they precede what is printed next). */
export function flushLog(log: StartupLogger): Promise<void> {
  return new Promise((resolve) => {
    if (!log.flush) return resolve();
    try {
      log.flush(() => resolve());
    } catch {
      resolve();
    }
  });
}
