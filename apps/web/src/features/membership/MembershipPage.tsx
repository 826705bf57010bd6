import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Card,
  Container,
  Group,
  Modal,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatPounds, MEMBERSHIP_MESSAGES as M } from '@yardstick/core/membership/membership';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { useCancelAutoDebit } from './api/cancel-auto-debit.ts';
import { useCurrentMembership } from './api/get-current-membership.ts';
import { usePayments } from './api/get-payments.ts';

const STATE_LABEL = {
  trial: 'Trial',
  demo: 'Demo',
  paid: 'Active',
  grace: 'Grace period',
  expired: 'Expired',
} as const;

const STATUS_COLOUR: Record<string, string> = {
  confirmed: 'teal',
  paid_out: 'teal',
  pending_submission: 'blue',
  submitted: 'blue',
  failed: 'red',
  cancelled: 'gray',
  charged_back: 'red',
};

const statusLabel = (s: string) => s.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  );
}

/** /membership (spec §2): the current plan, the auto debit and the caller's payments. */
export function MembershipPage() {
  const [page, setPage] = useState(0);
  const payments = usePayments(page);
  const current = useCurrentMembership();
  const cancel = useCancelAutoDebit();
  const [confirming, setConfirming] = useState(false);
  const failed = payments.isError || current.isError;
  const c = current.data;

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Breadcrumbs separator="›">
          <Anchor component={Link} to="/" size="sm">
            Home
          </Anchor>
          <Text size="sm">Membership</Text>
        </Breadcrumbs>
        <Title order={1} fz={{ base: 24, md: 28 }}>
          Membership
        </Title>
        {failed && (
          <Alert color="red" role="alert">
            {M.plansFailed}
          </Alert>
        )}
        {current.isPending ? (
          <Skeleton h={120} radius="md" />
        ) : (
          c && (
            <Card withBorder radius="md" padding="lg">
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
                <Fact label="Current plan">
                  {c.planName ?? '-'}{' '}
                  <Badge
                    ml={4}
                    variant="light"
                    color={c.state === 'expired' ? 'red' : c.state === 'grace' ? 'orange' : 'teal'}
                  >
                    {STATE_LABEL[c.state]}
                  </Badge>
                </Fact>
                <Fact label="Valid till">{formatDate(c.validTill)}</Fact>
                <Fact label="Next collection date">
                  {c.autoDebit ? formatDate(c.autoDebit.nextCollectionDate) : 'No auto debit'}
                </Fact>
                <Fact label="Auto debit">
                  {c.autoDebit
                    ? `£ ${formatPounds(c.autoDebit.amount)} a month (${c.autoDebit.planName})`
                    : 'Off'}
                </Fact>
              </SimpleGrid>
              <Group mt="lg" gap="sm">
                {c.autoDebit && (
                  <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                    Cancel auto-debit
                  </Button>
                )}
                <Button component={Link} to="/subscription" variant="light">
                  {c.state === 'paid' ? 'Extend membership' : 'Choose a plan'}
                </Button>
              </Group>
            </Card>
          )
        )}
        <Card withBorder radius="md" padding={0}>
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Payment Id</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Amount (£)</Table.Th>
                  <Table.Th>Payment Date</Table.Th>
                  <Table.Th>Valid Till</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payments.isPending && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Skeleton h={20} />
                    </Table.Td>
                  </Table.Tr>
                )}
                {payments.data?.content.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Text c="dimmed" ta="center" py="md">
                        No payments yet
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {payments.data?.content.map((p) => (
                  <Table.Tr key={p.paymentId}>
                    <Table.Td ff="monospace" fz="sm">
                      {p.paymentId}
                    </Table.Td>
                    <Table.Td>
                      <Text
                        size="sm"
                        fw={600}
                        c={STATUS_COLOUR[p.status] ?? 'gray'}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {statusLabel(p.status)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{formatPounds(p.amountPaid)}</Table.Td>
                    <Table.Td>{formatDate(p.paymentDate)}</Table.Td>
                    <Table.Td>{formatDate(p.validTill)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
        {(payments.data?.page.totalPages ?? 0) > 1 && (
          <Pagination
            total={payments.data!.page.totalPages}
            value={page + 1}
            onChange={(p) => setPage(p - 1)}
          />
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Cancel auto-debit?"
        centered
      >
        <Stack>
          <Text size="sm">
            No further payments will be collected. Your membership stays until{' '}
            {formatDate(c?.validTill)}.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
            >
              Cancel auto-debit
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
