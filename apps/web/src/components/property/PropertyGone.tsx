import { Alert, Anchor, Container, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PROPERTY_REMOVED } from './api/property-removed.ts';

/** A missing or removed property: the warning in words and a way back to the search. */
export function PropertyGone({ reason = PROPERTY_REMOVED }: { reason?: string }) {
  return (
    <Container size="sm" py="xl">
      <Alert color="yellow" icon={<IconAlertTriangle />} title={reason} data-testid="property-gone">
        <Stack gap="xs">
          <Text size="sm">The listing is no longer available. Other properties may suit you.</Text>
          <Anchor component={Link} to="/estimates-es" size="sm" fw={600}>
            Back to the property search
          </Anchor>
        </Stack>
      </Alert>
    </Container>
  );
}
