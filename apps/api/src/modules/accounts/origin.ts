import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';

/**
 * Where links in emails and the OIDC redirect point. PUBLIC_URL when set; otherwise the
 * request's own Host, but only when it is this machine (localhost, 127.0.0.1, ::1): a Host
 * header is chosen by the client, and a link built from an attacker's Host would send a
 * victim's token to the attacker. A deployment reached by any other name must set
 * PUBLIC_URL (README, Configuration); until then those requests get 421 saying so.
 */
export const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface RequestOrigin {
  protocol: string;
  host: string;
}

const HOST_PATTERN = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

export function publicOrigin(config: Pick<Config, 'PUBLIC_URL'>, request: RequestOrigin): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  if (HOST_PATTERN.test(request.host)) {
    try {
      const url = new URL(`${protocol}://${request.host}`);
      if (LOOPBACK_HOSTS.has(url.hostname)) return url.origin;
    } catch {
      // not a valid host and port (e.g. port 99999): refused below
    }
  }
  // 421 Misdirected Request: the request names a host this server was not configured for.
  throw new AppError('HOST_NOT_ALLOWED');
}

/** Cookies carry Secure when users reach the app over HTTPS. */
export function secureCookies(config: Pick<Config, 'PUBLIC_URL'>, request: RequestOrigin): boolean {
  return config.PUBLIC_URL?.startsWith('https:') === true || request.protocol === 'https';
}
