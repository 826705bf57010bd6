import { Anchor, Button, Center, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconLinkOff, IconMailForward } from '@tabler/icons-react';
import {
  ACCOUNT_MESSAGES,
  forgotPasswordRequestSchema,
  formErrors,
  resetPasswordRequestSchema,
} from '@yardstick/core/accounts';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForgotPassword } from './api/forgot-password.ts';
import { useResetLinkStatus } from './api/reset-link-status.ts';
import { useResetPassword } from './api/reset-password.ts';
import { EmailField, NewPasswordField } from './components/AccountFields.tsx';
import { AuthCard } from './components/AuthCard.tsx';
import { CaptchaSubmit } from './components/CaptchaSubmit.tsx';
import { useCaptcha } from './components/use-captcha.ts';
import { SignInLink } from './components/SignInLink.tsx';
import { FormAlert } from './components/FormAlert.tsx';
import { describeFailure } from './form-errors.ts';
import { Outcome } from '../../components/Outcome.tsx';

/**
 * /forgot-password: without a token it asks for the email and sends a reset link; with
 * ?token= (the emailed link) it becomes 'Reset Password' (docs/product.md#password-reset), once
 * the link is known to be usable.
 */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ResetPassword token={token} /> : <RequestLinkForm />;
}

/**
 * An emailed link: the form while the link can be used; a link already used (or replaced by
 * a newer one), expired or unknown says so at once, with a new link one click away.
 */
function ResetPassword({ token }: { token: string }) {
  const status = useResetLinkStatus(token);
  if (status.isPending) {
    return (
      <AuthCard title="Reset Password">
        <Center py="lg">
          <Loader aria-label="Checking the link" />
        </Center>
      </AuthCard>
    );
  }
  const state = status.data?.state;
  if (state === undefined || state === 'usable') return <ResetPasswordForm token={token} />;
  return (
    <AuthCard title="Reset Password">
      <Outcome tone="red" icon={<IconLinkOff size={34} />}>
        <Text fw={600} role="alert">
          {state === 'used' ? ACCOUNT_MESSAGES.resetLinkUsed : ACCOUNT_MESSAGES.resetLinkInvalid}
        </Text>
        <Button component={Link} to="/forgot-password">
          Send a new link
        </Button>
      </Outcome>
      {backToSignIn}
    </AuthCard>
  );
}

const backToSignIn = (
  <Text ta="center" size="sm">
    <Anchor component={Link} to="/login" fw={600}>
      Back to Sign In
    </Anchor>
  </Text>
);

function RequestLinkForm() {
  const forgot = useForgotPassword();
  const [captcha, captchaRef] = useCaptcha();
  const [emailId, setEmailId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const body = { emailId, captchaToken: captcha.token ?? '', host: window.location.host };
    const found = formErrors(forgotPasswordRequestSchema, body);
    if (captcha.missing) {
      found.captchaToken = ACCOUNT_MESSAGES.captchaRequired;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const parsed = forgotPasswordRequestSchema.parse(body);
      await forgot.mutateAsync(parsed);
      setSentTo(parsed.emailId);
    } catch (err) {
      captcha.reset();
      const failure = describeFailure(err, ACCOUNT_MESSAGES.forgotFailed);
      setErrors(failure.fields);
      setFormError(failure.message);
    }
  }

  if (sentTo) {
    return (
      <AuthCard title="Check your email">
        <Outcome tone="teal" icon={<IconMailForward size={34} />}>
          <Text role="status">
            Password reset link has been sent to your email <b>{sentTo}</b>.
          </Text>
          <Text size="sm" c="dimmed">
            The link works once and expires in 1 hour. Nothing after a few minutes? Check your spam
            folder and that this is the address you registered with.
          </Text>
          <SignInLink />
        </Outcome>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter the email address you registered with and we will send you a link to reset your password."
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          {formError && <FormAlert>{formError}</FormAlert>}
          <EmailField
            value={emailId}
            onChange={(e) => {
              setEmailId(e.currentTarget.value);
              setErrors({});
            }}
            error={errors.emailId}
            required
            autoFocus
          />
          <CaptchaSubmit
            captcha={captcha}
            captchaRef={captchaRef}
            error={errors.captchaToken}
            loading={forgot.isPending}
          >
            Send reset link
          </CaptchaSubmit>
        </Stack>
      </form>
      {backToSignIn}
    </AuthCard>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const [captcha, captchaRef] = useCaptcha();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setLinkProblem(false);
    const body = { id: token, password, confirmPassword, captchaToken: captcha.token ?? '' };
    const found = formErrors(resetPasswordRequestSchema, body);
    if (captcha.missing) {
      found.captchaToken = ACCOUNT_MESSAGES.captchaRequired;
    }
    if (found.id) {
      setLinkProblem(true);
      setFormError(ACCOUNT_MESSAGES.resetFailed);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await reset.mutateAsync(resetPasswordRequestSchema.parse(body));
    } catch (err) {
      captcha.reset();
      const failure = describeFailure(err, ACCOUNT_MESSAGES.resetFailed);
      const badLink = failure.code === 'INVALID_TOKEN' || 'id' in failure.fields;
      setLinkProblem(badLink);
      setErrors(failure.fields);
      setFormError(badLink ? ACCOUNT_MESSAGES.resetFailed : failure.message);
    }
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title="Reset Password">
        <Outcome tone="teal" icon={<IconCircleCheck size={34} />}>
          <Text fw={600} role="status">
            Password reset successfully
          </Text>
          <Text size="sm" c="dimmed">
            For your security you have been signed out everywhere. Sign in with your new password.
          </Text>
          <SignInLink label="SignIn" />
        </Outcome>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          {formError &&
            (linkProblem ? (
              <FormAlert title={formError}>
                {ACCOUNT_MESSAGES.resetLinkInvalid}{' '}
                <Anchor component={Link} to="/forgot-password" inherit fw={600}>
                  Send a new link
                </Anchor>
              </FormAlert>
            ) : (
              <FormAlert>{formError}</FormAlert>
            ))}
          <NewPasswordField
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
            required
            autoFocus
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.currentTarget.value)}
            error={errors.confirmPassword}
            required
          />
          <CaptchaSubmit
            captcha={captcha}
            captchaRef={captchaRef}
            error={errors.captchaToken}
            loading={reset.isPending}
          >
            Reset Password
          </CaptchaSubmit>
        </Stack>
      </form>
      {backToSignIn}
    </AuthCard>
  );
}
