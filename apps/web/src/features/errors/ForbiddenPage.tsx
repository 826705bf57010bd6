import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function ForbiddenPage() {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md">
        <Text fz={72} fw={800} c="navy.3" lh={1}>
          403
        </Text>
        <Title order={2}>Ohh! How did you get here</Title>
        <Text c="dimmed" ta="center">
          Your membership does not include this page.
        </Text>
        <Button component={Link} to="/">
          Back To Home
        </Button>
      </Stack>
    </Container>
  );
}
