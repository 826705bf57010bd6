import { Alert, Anchor, Container, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PROPERTY_REMOVED } from './api/property-removed.ts';

/** Where a details page sends the user on: its own search. */
export interface DetailsBackLink {
  to: string;
  label: string;
}

export const PROPERTY_SEARCH: DetailsBackLink = {
  to: '/estimates-es',
  label: 'Back to the property search',
};

/**
 * Why a details page shows no property, in one message, and the way back to its search: a
 * missing or removed listing ('Property has been removed by the agent', the listing no longer
 * available), or an address that names none (`notChosen`: that reason alone).
 */
export function PropertyGone({
  reason = PROPERTY_REMOVED,
  notChosen = false,
  back = PROPERTY_SEARCH,
}: {
  reason?: string;
  notChosen?: boolean;
  back?: DetailsBackLink;
}) {
  return (
    <Container size="sm" py="xl">
      <Alert color="yellow" icon={<IconAlertTriangle />} title={reason} data-testid="property-gone">
        <Stack gap="xs">
          {!notChosen && (
            <Text size="sm">
              The listing is no longer available. Other properties may suit you.
            </Text>
          )}
          <Anchor component={Link} to={back.to} size="sm" fw={600}>
            {back.label}
          </Anchor>
        </Stack>
      </Alert>
    </Container>
  );
}
