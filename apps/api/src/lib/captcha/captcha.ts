import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret, verify as verifyAltcha } from 'altcha-lib/frameworks/shared';
import type { Kysely } from 'kysely';
import type { CaptchaProvider } from '@yardstick/core/accounts';
import type { Database } from '@yardstick/db/schema';
import { markChallengeSpent } from './spent-challenges.ts';

/**
 * The anti-robot check for the public account forms. ALTCHA (the default) is a self-hosted
 * proof of work: the server signs a challenge, the browser widget finds the counter, the
 * server verifies the solution and remembers it as spent so a solution is used once.
 * Turnstile and reCAPTCHA tokens are verified with their provider; 'none' is for
 * development and tests only.
 */
export interface Captcha {
  readonly provider: CaptchaProvider;
  /** An ALTCHA challenge for the widget; only for the altcha provider. */
  createChallenge(): Promise<Challenge>;
  /**
   * Whether the token proves a solved check. `consume: false` leaves an ALTCHA solution
   * usable again (the email check on blur runs before the form is submitted with it).
   */
  verify(token: string | undefined, options: VerifyOptions): Promise<boolean>;
}

export interface VerifyOptions {
  consume: boolean;
  remoteIp?: string;
}

export interface CaptchaOptions {
  provider: CaptchaProvider;
  /** SESSION_SECRET: the ALTCHA signing keys are derived from it. */
  secret: string;
  /** CAPTCHA_SECRET for Turnstile / reCAPTCHA. */
  providerSecret?: string | undefined;
  db: Kysely<Database>;
  /** Overrides for tests: the provider's verify endpoint and the proof-of-work size. */
  verifyUrl?: string;
  altchaCost?: number;
  altchaCounter?: [min: number, max: number];
  fetch?: typeof fetch;
}

const ALGORITHM = 'PBKDF2/SHA-256';
/** About one second of work for a browser; verification costs the server one derivation. */
const DEFAULT_COST = 1000;
const DEFAULT_COUNTER: [number, number] = [2000, 6000];
const CHALLENGE_TTL_MS = 20 * 60 * 1000;
const MAX_TOKEN_LENGTH = 20_000;

export const PROVIDER_VERIFY_URLS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
} as const;

/** reCAPTCHA v3 answers a score; below this it is treated as a robot. */
const RECAPTCHA_MIN_SCORE = 0.5;

function subSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('hex');
}

export function createCaptcha(options: CaptchaOptions): Captcha {
  const { provider } = options;
  const signatureSecret = subSecret(options.secret, 'altcha-signature');
  const keySecret = deriveHmacKeySecret(signatureSecret);
  const doFetch = options.fetch ?? fetch;

  async function verifyWithProvider(
    kind: 'turnstile' | 'recaptcha',
    token: string,
    remoteIp?: string,
  ): Promise<boolean> {
    const body = new URLSearchParams({ secret: options.providerSecret ?? '', response: token });
    if (remoteIp) body.set('remoteip', remoteIp);
    try {
      const res = await doFetch(options.verifyUrl ?? PROVIDER_VERIFY_URLS[kind], {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(8000),
      });
      if (!res.ok) return false;
      const result = (await res.json()) as { success?: unknown; score?: unknown };
      if (result.success !== true) return false;
      if (kind === 'recaptcha' && typeof result.score === 'number') {
        return result.score >= RECAPTCHA_MIN_SCORE;
      }
      return true;
    } catch {
      // Fail closed: an unreachable provider never lets a request through.
      return false;
    }
  }

  return {
    provider,

    async createChallenge() {
      if (provider !== 'altcha') throw new Error(`No ALTCHA challenges with provider ${provider}`);
      const [min, max] = options.altchaCounter ?? DEFAULT_COUNTER;
      return createChallenge({
        algorithm: ALGORITHM,
        cost: options.altchaCost ?? DEFAULT_COST,
        counter: randomInt(max, min),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: await keySecret,
      });
    },

    async verify(token, { consume, remoteIp }) {
      if (provider === 'none') return true;
      if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
        return false;
      }
      if (provider !== 'altcha') return verifyWithProvider(provider, token, remoteIp);

      const store = consume
        ? {
            get: () => false,
            set: () => undefined,
            setIfAbsent: (id: string) =>
              markChallengeSpent(options.db, id, new Date(Date.now() + CHALLENGE_TTL_MS)),
          }
        : undefined;
      try {
        const result = await verifyAltcha(
          token,
          deriveKey,
          signatureSecret,
          await keySecret,
          store,
        );
        return result.error === null && result.verification?.verified === true;
      } catch {
        return false;
      }
    },
  };
}
