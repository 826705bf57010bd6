import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** An error page: the status in large type, a title, a line of explanation, a way home. */
export function ErrorScreen({
  code,
  title,
  message,
}: {
  code: string;
  title: string;
  message: string;
}) {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md">
        <Text fz={72} fw={800} c="navy.3" lh={1}>
          {code}
        </Text>
        <Title order={2}>{title}</Title>
        <Text c="dimmed" ta="center">
          {message}
        </Text>
        <Button component={Link} to="/">
          Back To Home
        </Button>
      </Stack>
    </Container>
  );
}
