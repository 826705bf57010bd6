import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

/**
 * /403 (docs/product.md#error-pages): a member is told their membership does not include the
 * page, with the plans; a visitor, who has no membership, is asked to sign in (issue 25).
 */
export function ForbiddenPage() {
  const { data: session, isPending } = useSession();
  if (isPending) return <ErrorScreen code="403" title="Ohh! How did you get here" />;
  return session ? (
    <ErrorScreen
      code="403"
      title="Ohh! How did you get here"
      message="Your membership does not include this page."
      action={
        <Button component={Link} to="/subscription">
          Choose a plan
        </Button>
      }
    />
  ) : (
    <ErrorScreen
      code="403"
      title="Ohh! How did you get here"
      message="Sign in to see this page."
      action={
        <Button component={Link} to="/login">
          Login
        </Button>
      }
    />
  );
}
