import {
  PasswordInput,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import { PASSWORD_MIN } from '@yardstick/core/accounts';

/** The account forms' email field ('Email Id'); `autoComplete` is 'email' unless told. */
export function EmailField(props: TextInputProps) {
  return (
    <TextInput
      label="Email Id"
      placeholder="you@example.com"
      type="email"
      autoComplete="email"
      {...props}
    />
  );
}

/** A new password (registration, reset), with the length rule under its label. */
export function NewPasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      label="Password"
      description={`At least ${PASSWORD_MIN} characters; a few words together make a strong one`}
      autoComplete="new-password"
      {...props}
    />
  );
}
