import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** For routes of the product's route table whose screens this version does not include yet. */
export function NotYetAvailablePage({ title }: { title: string }) {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md">
        <Title order={2}>{title}</Title>
        <Text c="dimmed" ta="center">
          This part of Yardstick is not available in this version yet.
        </Text>
        <Button component={Link} to="/" variant="light">
          Back To Home
        </Button>
      </Stack>
    </Container>
  );
}
