import type { Config } from '../../config.ts';

/**
 * The base of every link an email carries (issue 40 item 9): verification and password reset,
 * alerts, payments and reminders, built with core/app-links. PUBLIC_URL when set (with its
 * path, if the app is served under one); otherwise the address the start-up banner prints,
 * `http://localhost:PORT`, for every email alike. An email's link never comes from a request's
 * Host header (chosen by the client), and the banner warns when PUBLIC_URL is unset.
 */
export function emailBaseUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  return `http://localhost:${config.PORT}`;
}

/** The banner's line when PUBLIC_URL is unset: where the emails' links will point. */
export function publicUrlWarning(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string | null {
  if (config.PUBLIC_URL) return null;
  return (
    `PUBLIC_URL is not set: emails will link to ${emailBaseUrl(config)}. ` +
    'Set PUBLIC_URL to the address users reach (README, Configuration).'
  );
}
