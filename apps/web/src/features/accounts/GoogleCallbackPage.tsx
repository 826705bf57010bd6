import { Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, safeRedirectPath } from '@yardstick/core/accounts';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { showError } from '../../lib/api-client.ts';
import { sessionQueryKey } from '../../lib/session.ts';
import { useGoogleCallback } from './api/google-callback.ts';
import { AuthCard } from './components/AuthCard.tsx';
import { SignInLink } from './components/SignInLink.tsx';
import { Outcome } from '../../components/Outcome.tsx';

/**
 * /google-callback?code=&state=: where Google sends the browser back. The API checks state,
 * PKCE and nonce, signs in, and answers where to go next (docs/product.md#google-sign-in).
 */
export function GoogleCallbackPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const refused = params.has('error') || !code || !state;
  const callback = useGoogleCallback(refused ? '' : code, refused ? '' : state);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const failed = refused || callback.isError;

  useEffect(() => {
    if (!callback.data) return;
    const to = safeRedirectPath(callback.data.redirect);
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey }).then(() => {
      navigate(to, { replace: true });
    });
  }, [callback.data, navigate, queryClient]);

  const toasted = useRef(false);
  useEffect(() => {
    if (!failed || toasted.current) return;
    toasted.current = true;
    showError(ACCOUNT_MESSAGES.googleFailed);
  }, [failed]);

  if (failed) {
    return (
      <AuthCard title="Google sign-in">
        <Outcome tone="red" icon={<IconAlertTriangle size={34} />}>
          <Text fw={600} role="alert">
            {ACCOUNT_MESSAGES.googleFailedPage}
          </Text>
          <SignInLink />
        </Outcome>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Google sign-in">
      <Stack align="center" gap="md" py="md" role="status">
        <Loader />
        <Text>Please wait while your account is being configured...</Text>
      </Stack>
    </AuthCard>
  );
}
