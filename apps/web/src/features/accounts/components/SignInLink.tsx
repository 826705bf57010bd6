import { Button } from '@mantine/core';
import { Link } from 'react-router';

/** The way on from an account screen's outcome: the full-width button to /login. */
export function SignInLink({ label = 'Sign In' }: { label?: 'Sign In' | 'SignIn' }) {
  return (
    <Button component={Link} to="/login" fullWidth size="md">
      {label}
    </Button>
  );
}
