import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md">
        <Text fz={72} fw={800} c="navy.3" lh={1}>
          404
        </Text>
        <Title order={2}>Page not found</Title>
        <Text c="dimmed" ta="center">
          The address may be mistyped, or the page has moved.
        </Text>
        <Button component={Link} to="/">
          Back To Home
        </Button>
      </Stack>
    </Container>
  );
}
