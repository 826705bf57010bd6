import { Alert, Box, Loader, Text } from '@mantine/core';
import type { CaptchaProvider } from '@yardstick/core/accounts';
import type {} from 'altcha/types/react';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { loadAltcha } from './altcha-loader.ts';

export interface CaptchaHandle {
  /** Starts a fresh check: a solution is spent once the server has accepted it. */
  reset(): void;
}

interface CaptchaProps {
  provider: CaptchaProvider | undefined;
  /** The proof to send as captchaToken; null while there is none. */
  onChange(token: string | null): void;
  error?: string | undefined;
  ref?: Ref<CaptchaHandle>;
}

interface WidgetElement extends HTMLElement {
  reset(state?: string): void;
  verify(): Promise<unknown>;
}

interface StateChange {
  state: string;
  payload?: string;
}

/**
 * The anti-robot check of the public account forms: the self-hosted ALTCHA proof of work,
 * solved in the background as soon as the form opens. Nothing is shown when the server runs
 * with CAPTCHA_PROVIDER=none (development and tests).
 */
export function Captcha({ provider, onChange, error, ref }: CaptchaProps) {
  const widget = useRef<WidgetElement | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useImperativeHandle(ref, () => ({
    reset() {
      if (provider !== 'altcha' || !widget.current) return;
      onChangeRef.current(null);
      widget.current.reset();
      void widget.current.verify().catch(() => undefined);
    },
  }));

  useEffect(() => {
    if (provider === 'none') onChangeRef.current('');
    if (provider !== 'altcha') return;
    let cancelled = false;
    loadAltcha().then(
      () => !cancelled && setReady(true),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [provider]);

  useEffect(() => {
    const element = widget.current;
    if (!ready || !element) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<StateChange>).detail;
      onChangeRef.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, [ready]);

  if (provider === undefined || provider === 'none') return null;
  if (provider !== 'altcha') {
    return (
      <Alert color="yellow" variant="light">
        This server asks for a {provider} check, which this version of the app cannot show.
      </Alert>
    );
  }
  if (failed) {
    return (
      <Alert color="red" variant="light" role="alert">
        The anti-robot check could not load. Check your connection and reload the page.
      </Alert>
    );
  }
  return (
    <Box>
      {ready ? (
        <altcha-widget
          ref={(el: HTMLElement | null) => {
            widget.current = el as WidgetElement | null;
          }}
          challenge="/api/captcha/challenge"
          auto="onload"
          name="captchaToken"
          style={{
            '--altcha-max-width': '100%',
            '--altcha-border-radius': 'var(--mantine-radius-md)',
            '--altcha-color-primary': 'var(--mantine-color-teal-7)',
          }}
        />
      ) : (
        <Loader size="sm" aria-label="Loading the anti-robot check" />
      )}
      {error && (
        <Text c="red.7" size="sm" mt={4} role="alert">
          {error}
        </Text>
      )}
    </Box>
  );
}
