import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  PasswordInput,
  Stack,
  Text,
} from '@mantine/core';
import { IconBrandGoogle, IconMailForward } from '@tabler/icons-react';
import {
  ACCOUNT_MESSAGES,
  formErrors,
  loginRequestSchema,
  safeRedirectPath,
} from '@yardstick/core/accounts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuthConfig } from './api/get-auth-config.ts';
import { googleSignInUrl } from './api/google-callback.ts';
import { useLogin } from './api/login.ts';
import { useResendVerification } from './api/resend-verification.ts';
import { EmailField } from './components/AccountFields.tsx';
import { AuthCard } from './components/AuthCard.tsx';
import { FormAlert } from './components/FormAlert.tsx';
import { describeFailure } from './form-errors.ts';

/**
 * /login: email and password, remember me, lost password, register and Google sign-in
 * (docs/product.md#sign-in). After signing in the browser goes to the
 * `redirect` query parameter when it is a path on this site, else to /.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirectPath(params.get('redirect'));
  const navigate = useNavigate();
  const { data: config } = useAuthConfig();
  const login = useLogin();
  const resend = useResendVerification();

  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setUnverified(false);
    resend.reset();
    const values = { loginId, password, rememberMe };
    if (Object.keys(formErrors(loginRequestSchema, values)).length > 0) {
      setError(ACCOUNT_MESSAGES.loginRequired);
      return;
    }
    setError(null);
    try {
      await login.mutateAsync(loginRequestSchema.parse(values));
      navigate(redirect, { replace: true });
    } catch (err) {
      const failure = describeFailure(err, ACCOUNT_MESSAGES.loginFailed);
      if (failure.code === 'EMAIL_NOT_VERIFIED') {
        setUnverified(true);
        return;
      }
      if (failure.status === 400) setError(ACCOUNT_MESSAGES.loginRequired);
      else setError(failure.message ?? ACCOUNT_MESSAGES.loginFailed);
    }
  }

  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Sign in to continue your property research.">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          {error && <FormAlert>{error}</FormAlert>}
          {unverified && (
            <Alert color="yellow" variant="light" role="alert" title="Email not verified">
              <Stack gap="xs">
                <Text size="sm">{ACCOUNT_MESSAGES.emailNotVerified}</Text>
                {resend.isSuccess ? (
                  <Text size="sm" fw={600}>
                    A new verification email is on its way to {loginId.trim()}.
                  </Text>
                ) : (
                  <Group>
                    <Button
                      size="xs"
                      variant="filled"
                      color="orange.8"
                      leftSection={<IconMailForward size={16} />}
                      loading={resend.isPending}
                      onClick={() => resend.mutate({ loginId, password })}
                    >
                      Resend verification email
                    </Button>
                  </Group>
                )}
                {resend.isError && (
                  <Text size="sm" c="red.7">
                    {describeFailure(resend.error, 'The email could not be sent. Please try again')
                      .message ?? 'The email could not be sent. Please try again'}
                  </Text>
                )}
              </Stack>
            </Alert>
          )}
          <EmailField
            autoComplete="username"
            value={loginId}
            onChange={(e) => setLoginId(e.currentTarget.value)}
            required
            autoFocus
          />
          <PasswordInput
            label="Password"
            placeholder="Your password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            required
          />
          <Group justify="space-between" align="center">
            <Checkbox
              label="Remember me"
              checked={rememberMe}
              onChange={(e) => setRememberMe(e.currentTarget.checked)}
            />
            <Anchor component={Link} to="/forgot-password" size="sm">
              Lost your password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={login.isPending}>
            Sign In
          </Button>
        </Stack>
      </form>
      {config?.googleEnabled && (
        <>
          <Divider label="or" labelPosition="center" />
          <Button
            component="a"
            href={googleSignInUrl(redirect)}
            variant="default"
            fullWidth
            size="md"
            leftSection={<IconBrandGoogle size={18} />}
          >
            Sign in with Google
          </Button>
        </>
      )}
      <Text ta="center" size="sm">
        Don&apos;t have an account?{' '}
        <Anchor component={Link} to="/register" fw={600}>
          Register
        </Anchor>
      </Text>
    </AuthCard>
  );
}
