import { Button } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { Captcha, type CaptchaHandle } from './Captcha.tsx';
import type { CaptchaState } from './use-captcha.ts';

/** The foot of a public account form: the anti-robot check, then the full-width submit. */
export function CaptchaSubmit({
  captcha,
  captchaRef,
  error,
  loading,
  children,
}: {
  captcha: CaptchaState;
  captchaRef: Ref<CaptchaHandle>;
  error?: string | undefined;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <Captcha
        ref={captchaRef}
        provider={captcha.provider}
        onChange={captcha.setToken}
        error={error}
      />
      <Button type="submit" fullWidth size="md" loading={loading}>
        {children}
      </Button>
    </>
  );
}
