import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * An error page: the status in large type, a title, a line of explanation (none while it is
 * not known yet), what to do next (`action`, optional) and a way home.
 */
export function ErrorScreen({
  code,
  title,
  message,
  action,
}: {
  code: string;
  title: string;
  message?: string | undefined;
  action?: ReactNode;
}) {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md">
        <Text fz={72} fw={800} c="navy.3" lh={1}>
          {code}
        </Text>
        <Title order={2}>{title}</Title>
        {message && (
          <Text c="dimmed" ta="center">
            {message}
          </Text>
        )}
        <Group justify="center" gap="sm">
          {action}
          <Button component={Link} to="/" variant={action ? 'default' : 'filled'}>
            Back To Home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
