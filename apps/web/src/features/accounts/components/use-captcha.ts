import type { CaptchaProvider } from '@yardstick/core/accounts';
import { useRef, useState, type RefObject } from 'react';
import { useAuthConfig } from '../api/get-auth-config.ts';
import type { CaptchaHandle } from './Captcha.tsx';

export interface CaptchaState {
  provider: CaptchaProvider | undefined;
  /** The proof to send as captchaToken; null while there is none. */
  token: string | null;
  setToken(token: string | null): void;
  /** The check is on and not solved yet (the form says so before sending). */
  missing: boolean;
  /** A fresh check after the server answered (a proof is spent once). */
  reset(): void;
}

/**
 * The anti-robot check of a public account form: its provider, proof and reset, and the
 * ref to hand to CaptchaSubmit.
 */
export function useCaptcha(): [CaptchaState, RefObject<CaptchaHandle | null>] {
  const { data: config } = useAuthConfig();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [token, setToken] = useState<string | null>(null);
  const provider = config?.captchaProvider;
  const state: CaptchaState = {
    provider,
    token,
    setToken,
    missing: provider === 'altcha' && !token,
    reset: () => captchaRef.current?.reset(),
  };
  return [state, captchaRef];
}
