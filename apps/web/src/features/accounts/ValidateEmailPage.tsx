import { Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconMailOff } from '@tabler/icons-react';
import { ACCOUNT_MESSAGES } from '@yardstick/core/accounts';
import { useSearchParams } from 'react-router';
import { useVerifyEmail } from './api/verify-email.ts';
import { AuthCard } from './components/AuthCard.tsx';
import { SignInLink } from './components/SignInLink.tsx';
import { Outcome } from '../../components/Outcome.tsx';

/**
 * /validate-email?token=: the link from the verification email (docs/product.md#email-confirmation: validating,
 * then validated or failed).
 */
export function ValidateEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail(token);
  const failed = token === '' || verify.isError;

  if (!failed && !verify.isSuccess) {
    return (
      <AuthCard title="Email confirmation">
        <Stack align="center" gap="md" py="md" role="status">
          <Loader />
          <Text>Validating Email. Please wait...</Text>
        </Stack>
      </AuthCard>
    );
  }

  if (failed) {
    return (
      <AuthCard title="Email confirmation">
        <Outcome tone="red" icon={<IconMailOff size={34} />}>
          <Text fw={600} role="alert">
            {ACCOUNT_MESSAGES.validationLinkExpired}
          </Text>
          <Text size="sm" c="dimmed">
            A link works once and for 24 hours. Sign in with your email and password to have a new
            one sent, or register again if you never finished.
          </Text>
          <SignInLink label="SignIn" />
        </Outcome>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Email confirmation">
      <Outcome tone="teal" icon={<IconCircleCheck size={34} />}>
        <Text fw={600} role="status">
          Email validated successfully. Please login to continue
        </Text>
        <SignInLink label="SignIn" />
      </Outcome>
    </AuthCard>
  );
}
