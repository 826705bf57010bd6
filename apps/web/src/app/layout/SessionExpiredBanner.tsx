import { Alert, Anchor, Container } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { uiStore, useUiState } from '../../lib/ui-store.ts';

/** Persistent after any 401 (except from login) until the user dismisses it. */
export function SessionExpiredBanner() {
  const expired = useUiState((s) => s.sessionExpired);
  const location = useLocation();
  if (!expired) return null;
  const redirect = encodeURIComponent(location.pathname + location.search);
  return (
    <Container size="xl" mt="sm">
      <Alert
        color="red"
        variant="filled"
        withCloseButton
        onClose={uiStore.dismissSessionExpired}
        role="alert"
        title="Session Expired! Login to continue"
      >
        <Anchor component={Link} to={`/login?redirect=${redirect}`} c="white" underline="always">
          Login
        </Anchor>
      </Alert>
    </Container>
  );
}
