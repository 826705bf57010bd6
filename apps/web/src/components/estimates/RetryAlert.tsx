import { Alert, Button } from '@mantine/core';

/** A list that could not be loaded: the red alert with 'Try again' (refetches). */
export function RetryAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert color="red" title={title}>
      <Button mt="sm" size="xs" variant="light" color="red" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
