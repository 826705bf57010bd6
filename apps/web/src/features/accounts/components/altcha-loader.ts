/**
 * Loads the ALTCHA widget on demand (only the account forms need it). The 'external'
 * build keeps styles and the proof-of-work worker out of inline code, so the app's strict
 * Content-Security-Policy (scripts and workers from 'self' only) holds.
 */
let loading: Promise<void> | undefined;

export function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    await import('altcha/external');
    await import('altcha/altcha.css');
    const { default: Pbkdf2Worker } = await import('altcha/workers/pbkdf2?worker');
    globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
  })().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}
