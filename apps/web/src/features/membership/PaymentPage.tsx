import { Button, Card, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  failureReasonOfCode,
  formatPounds,
  MEMBERSHIP_MESSAGES as M,
  PAYMENT_FAILURE_TEXT,
} from '@yardstick/core/membership/membership';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiClientError, showError } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { sessionQueryKey } from '../../lib/session.ts';
import { useCompletePayment } from './api/complete-payment.ts';
import { Outcome } from '../../components/Outcome.tsx';

/**
 * /payment?redirect_flow_id= (spec §2, §4): processing, then confirmed or error. The
 * server completes from the provider's own state and is idempotent, so a refresh is safe.
 */
/** The provider's reason a payment did not go through, when the error is one. */
function reasonOf(error: unknown) {
  return error instanceof ApiClientError ? failureReasonOfCode(error.code) : undefined;
}

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
      // The provider's reason is said on the page, not as an error (issue 40).
      onError: (err) => {
        if (!reasonOf(err)) showError(M.failedToast);
      },
    });
  }, [flowId, complete, client]);

  const reason = reasonOf(complete.error);
  const failed = !flowId || complete.isError;
  const done = complete.data;
  return (
    <Container size="sm" py="xl">
      <Card withBorder radius="md" padding="xl">
        {reason ? (
          <Outcome tone="orange" icon={<IconAlertTriangle size={34} />}>
            <Title order={1} fz={24} role="alert">
              {PAYMENT_FAILURE_TEXT[reason].title}
            </Title>
            <Text>{complete.error?.message}</Text>
            <Button component={Link} to="/subscription" variant="light">
              Back to plans
            </Button>
          </Outcome>
        ) : failed ? (
          <Outcome tone="red" icon={<IconAlertTriangle size={34} />}>
            <Text fw={600} role="alert">
              {M.failed}
            </Text>
            <Button component={Link} to="/subscription" variant="light">
              Back to plans
            </Button>
          </Outcome>
        ) : done ? (
          <Outcome tone="teal" icon={<IconCircleCheck size={34} />}>
            {/* What happened (issue 40): a new Direct Debit, or a payment under the one
                the payer had; and whether the membership renews by itself. */}
            <Title order={1} fz={24} role="status">
              {done.directDebit === 'existing' ? M.paidByExisting : M.success}
            </Title>
            <Text size="sm" c="dimmed">
              {done.directDebit === 'existing' ? M.paidByExistingNote : M.statementNote}
            </Text>
            <Text size="sm">
              £ {formatPounds(done.payment.amountPaid)} for {done.payment.planName}: your membership
              runs until {formatDate(done.validTill)}.
            </Text>
            <Text size="sm">
              {done.autoDebit
                ? M.autoDebitOn(
                    formatPounds(done.autoDebit.amount),
                    done.autoDebit.planName,
                    formatDate(done.autoDebit.nextCollectionDate),
                  )
                : M.autoDebitOff}
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
