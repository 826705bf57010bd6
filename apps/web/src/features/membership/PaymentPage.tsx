import { Button, Card, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { formatPounds, MEMBERSHIP_MESSAGES as M } from '@yardstick/core/membership/membership';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { showError } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { sessionQueryKey } from '../../lib/session.ts';
import { useCompletePayment } from './api/complete-payment.ts';
import { Outcome } from '../../components/Outcome.tsx';

/**
 * /payment?redirect_flow_id= (spec §2, §4): processing, then confirmed or error. The
 * server completes from the provider's own state and is idempotent, so a refresh is safe.
 */
export function PaymentPage() {
  const [params] = useSearchParams();
  const flowId = params.get('redirect_flow_id');
  const complete = useCompletePayment();
  const client = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (!flowId || started.current) return;
    started.current = true;
    complete.mutate(flowId, {
      // The session's attributes change with the membership: the menus come back; the
      // membership's own answers (current, payments, the plans' first collections) are new.
      onSuccess: () => {
        void client.invalidateQueries({ queryKey: sessionQueryKey });
        void client.invalidateQueries({ queryKey: ['membership'] });
      },
      onError: () => showError(M.failedToast),
    });
  }, [flowId, complete, client]);

  const failed = !flowId || complete.isError;
  return (
    <Container size="sm" py="xl">
      <Card withBorder radius="md" padding="xl">
        {failed ? (
          <Outcome tone="red" icon={<IconAlertTriangle size={34} />}>
            <Text fw={600} role="alert">
              {M.failed}
            </Text>
            <Button component={Link} to="/subscription" variant="light">
              Back to plans
            </Button>
          </Outcome>
        ) : complete.isSuccess ? (
          <Outcome tone="teal" icon={<IconCircleCheck size={34} />}>
            <Title order={1} fz={24} role="status">
              {M.success}
            </Title>
            <Text size="sm" c="dimmed">
              {M.statementNote}
            </Text>
            <Text size="sm">
              £ {formatPounds(complete.data.payment.amountPaid)} for{' '}
              {complete.data.payment.planName}: your membership runs until{' '}
              {formatDate(complete.data.validTill)}.
            </Text>
            <Text fw={600}>{M.begin}</Text>
            <Button component={Link} to="/" size="md">
              Home
            </Button>
          </Outcome>
        ) : (
          <Center>
            <Stack align="center" gap="md" py="md" role="status">
              <Loader />
              <Text>{M.configuring}</Text>
            </Stack>
          </Center>
        )}
      </Card>
    </Container>
  );
}
