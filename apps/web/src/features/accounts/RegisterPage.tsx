import { Anchor, Button, Grid, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import {
  ACCOUNT_MESSAGES,
  emailSchema,
  formErrors,
  registerRequestSchema,
} from '@yardstick/core/accounts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { checkEmail } from './api/check-email.ts';
import { useRegister } from './api/register.ts';
import { useResendVerification } from './api/resend-verification.ts';
import { EmailField, NewPasswordField } from './components/AccountFields.tsx';
import { AuthCard } from './components/AuthCard.tsx';
import { CaptchaSubmit } from './components/CaptchaSubmit.tsx';
import { useCaptcha } from './components/use-captcha.ts';
import { SignInLink } from './components/SignInLink.tsx';
import { FormAlert } from './components/FormAlert.tsx';
import { describeFailure } from './form-errors.ts';
import { Outcome } from '../../components/Outcome.tsx';

interface Values {
  firstName: string;
  lastName: string;
  emailId: string;
  password: string;
  confirmPassword: string;
}

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  emailId: '',
  password: '',
  confirmPassword: '',
};

type EmailCheck = 'idle' | 'checking' | 'free' | 'exists' | 'failed';

/**
 * /register (docs/product.md#register): trimmed fields with their
 * messages, the email checked on leaving the field, the anti-robot check, then a thank-you
 * screen saying where the verification email went.
 */
export function RegisterPage() {
  const register = useRegister();
  const resend = useResendVerification();
  const [captcha, captchaRef] = useCaptcha();

  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [emailCheck, setEmailCheck] = useState<EmailCheck>('idle');
  const [registeredAs, setRegisteredAs] = useState<Values | null>(null);

  const set = (field: keyof Values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
    if (field === 'emailId') setEmailCheck('idle');
  };

  async function onEmailBlur() {
    const email = emailSchema.safeParse(values.emailId);
    if (!email.success) {
      if (values.emailId.trim())
        setErrors((e) => ({ ...e, emailId: ACCOUNT_MESSAGES.emailInvalid }));
      return;
    }
    if (captcha.token === null) return; // checked again on submit by the server
    setEmailCheck('checking');
    try {
      const { emailExists } = await checkEmail(email.data, captcha.token);
      setEmailCheck(emailExists ? 'exists' : 'free');
      if (emailExists) setErrors((e) => ({ ...e, emailId: ACCOUNT_MESSAGES.emailRegistered }));
    } catch {
      // docs/product.md#register: a failed check counts as 'already registered' until the address changes.
      setEmailCheck('failed');
      setErrors((e) => ({ ...e, emailId: ACCOUNT_MESSAGES.emailCheckFailed }));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const body = { ...values, captchaToken: captcha.token ?? '', host: window.location.host };
    const found = formErrors(registerRequestSchema, body);
    if (emailCheck === 'exists') found.emailId ??= ACCOUNT_MESSAGES.emailRegistered;
    if (emailCheck === 'failed') found.emailId ??= ACCOUNT_MESSAGES.emailCheckFailed;
    if (captcha.missing) {
      found.captchaToken = ACCOUNT_MESSAGES.captchaRequired;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await register.mutateAsync(registerRequestSchema.parse(body));
      setRegisteredAs(values);
    } catch (err) {
      captcha.reset();
      const failure = describeFailure(err, ACCOUNT_MESSAGES.registerFailed);
      if (failure.code === 'EMAIL_REGISTERED') {
        setEmailCheck('exists');
        setErrors({ emailId: ACCOUNT_MESSAGES.emailRegistered });
        return;
      }
      setErrors(failure.fields);
      setFormError(failure.message);
    }
  }

  if (registeredAs) {
    const email = registeredAs.emailId.trim();
    return (
      <AuthCard title="Thank you for registering">
        <Outcome tone="teal" icon={<IconMailCheck size={34} />}>
          <Text>
            A verification email has been sent to <b>{email}</b>. Open the link in it to activate
            your account; the link expires in 24 hours.
          </Text>
          <Text size="sm" c="dimmed">
            Nothing arrived after a few minutes? Check your spam folder, or send it again.
          </Text>
          {resend.isSuccess ? (
            <Text size="sm" fw={600} c="teal.8">
              A new verification email is on its way.
            </Text>
          ) : (
            <Button
              variant="subtle"
              loading={resend.isPending}
              onClick={() =>
                resend.mutate({ loginId: registeredAs.emailId, password: registeredAs.password })
              }
            >
              Resend email
            </Button>
          )}
          {resend.isError && (
            <Text size="sm" c="red.7" role="alert">
              {describeFailure(resend.error, 'The email could not be sent. Please try again')
                .message ?? 'The email could not be sent. Please try again'}
            </Text>
          )}
          <SignInLink />
        </Outcome>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle="Register to search estimates, PLO and reports. Your trial starts when you verify your email."
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          {formError && <FormAlert>{formError}</FormAlert>}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <TextInput
                label="First Name"
                autoComplete="given-name"
                value={values.firstName}
                onChange={set('firstName')}
                error={errors.firstName}
                required
                autoFocus
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <TextInput
                label="Last Name"
                autoComplete="family-name"
                value={values.lastName}
                onChange={set('lastName')}
                error={errors.lastName}
              />
            </Grid.Col>
          </Grid>
          <EmailField
            value={values.emailId}
            onChange={set('emailId')}
            onBlur={() => void onEmailBlur()}
            error={errors.emailId}
            rightSection={emailCheck === 'checking' ? <Loader size="xs" /> : null}
            required
          />
          <NewPasswordField
            value={values.password}
            onChange={set('password')}
            error={errors.password}
            required
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            error={errors.confirmPassword}
            required
          />
          <CaptchaSubmit
            captcha={captcha}
            captchaRef={captchaRef}
            error={errors.captchaToken}
            loading={register.isPending}
          >
            Register
          </CaptchaSubmit>
        </Stack>
      </form>
      <Text ta="center" size="sm">
        Already have an account?{' '}
        <Anchor component={Link} to="/login" fw={600}>
          Sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
