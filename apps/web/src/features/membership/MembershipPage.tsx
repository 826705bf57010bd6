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
  Text,
  Title,
} from '@mantine/core';
import {
  formatPounds,
  MEMBERSHIP_MESSAGES as M,
  type CurrentMembership,
  type MembershipPayment,
} from '@yardstick/core/membership/membership';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ResponsiveTable, type TableColumn } from '../../components/ResponsiveTable.tsx';
import { formatDate } from '../../lib/format.ts';
import { usePhone } from '../../lib/phone.ts';
import { useCancelAutoDebit } from './api/cancel-auto-debit.ts';
import { useCancelMandate } from './api/cancel-mandate.ts';
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

/**
 * A payment's Valid Till: the end of the period it paid for, or, when it granted none (the
 * server answers no date), what happened: a charged-back period was withdrawn, a failed
 * payment's never granted (issue 25).
 */
const validTill = (p: MembershipPayment) =>
  p.validTill ? formatDate(p.validTill) : p.status === 'charged_back' ? 'Withdrawn' : 'Not granted';

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

function PaymentStatus({ status }: { status: string }) {
  return (
    <Text
      size="sm"
      fw={600}
      c={STATUS_COLOUR[status] ?? 'gray'}
      style={{ whiteSpace: 'nowrap' }}
      span
    >
      {statusLabel(status)}
    </Text>
  );
}

type Payment = NonNullable<ReturnType<typeof usePayments>['data']>['content'][number];

/** The spec's columns; on a phone each payment is a card of the same fields (ResponsiveTable). */
const COLUMNS: readonly TableColumn<Payment>[] = [
  {
    label: 'Payment Id',
    cell: (p) => (
      <Text span ff="monospace" fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {p.paymentId}
      </Text>
    ),
  },
  { label: 'Status', cell: (p) => <PaymentStatus status={p.status} /> },
  { label: 'Amount (£)', numeric: true, cell: (p) => formatPounds(p.amountPaid) },
  { label: 'Payment Date', nowrap: true, cell: (p) => formatDate(p.paymentDate) },
  {
    label: 'Valid Till',
    nowrap: true,
    cell: (p) => (
      <Text span inherit c={p.validTill ? undefined : 'dimmed'}>
        {validTill(p)}
      </Text>
    ),
  },
];

function Payments({ payments }: { payments: ReturnType<typeof usePayments> }) {
  const phone = usePhone();
  const rows = payments.data?.content;
  if (payments.isPending) return <Skeleton h={120} radius="md" />;
  if (!rows || rows.length === 0) {
    return (
      <Card withBorder radius="md" padding="md">
        <Text c="dimmed" ta="center">
          No payments yet
        </Text>
      </Card>
    );
  }
  const table = (
    <ResponsiveTable
      columns={COLUMNS}
      rows={rows}
      rowKey={(p) => p.paymentId}
      label="Payments"
      minWidth={640}
      cardColumns={2}
    />
  );
  // A phone's cards are bordered each; a laptop's table sits in one card.
  return phone ? (
    table
  ) : (
    <Card withBorder radius="md" padding={0}>
      {table}
    </Card>
  );
}

/** The live Direct Debit mandates, each with a way to cancel it (issue 25). */
function DirectDebits({
  mandates,
  onCancel,
}: {
  mandates: CurrentMembership['mandates'];
  onCancel: (mandateId: string) => void;
}) {
  const heading = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={heading}>
      <Title order={2} fz="lg" id={heading} mb="sm">
        Direct Debits
      </Title>
      {mandates.length === 0 ? (
        <Text c="dimmed" size="sm">
          No Direct Debit is set up. Paying for a plan sets one up.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {mandates.map((m) => (
            <Group
              key={m.mandateId}
              component="li"
              justify="space-between"
              align="flex-start"
              gap="sm"
            >
              <div style={{ minWidth: 0 }}>
                <Text ff="monospace" fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {m.mandateId}
                </Text>
                <Text size="sm" c="dimmed">
                  Set up on {formatDate(m.createdAt)} · {statusLabel(m.status)}
                </Text>
                {m.lastPaymentFailed && (
                  <Text size="sm" c="red">
                    Its last payment failed: it will not be charged again. Your next payment sets up
                    a new Direct Debit.
                  </Text>
                )}
              </div>
              <Button color="red" variant="light" size="xs" onClick={() => onCancel(m.mandateId)}>
                Cancel Direct Debit
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}

type Confirming = { kind: 'autoDebit' } | { kind: 'mandate'; mandateId: string } | null;

/**
 * /membership (spec §2): the current plan, the auto debit, the Direct Debits and the caller's
 * payments. Open to every signed-in account, an expired membership too (issue 25).
 */
export function MembershipPage() {
  const [page, setPage] = useState(0);
  const payments = usePayments(page);
  const current = useCurrentMembership();
  const cancelAutoDebit = useCancelAutoDebit();
  const cancelMandate = useCancelMandate();
  const [confirming, setConfirming] = useState<Confirming>(null);
  // What the dialog asks about, kept while it fades out after closing.
  const [asked, setAsked] = useState<NonNullable<Confirming>>({ kind: 'autoDebit' });
  const failed = payments.isError || current.isError;
  const c = current.data;
  const ask = (what: NonNullable<Confirming>) => {
    setAsked(what);
    setConfirming(what);
  };
  const close = () => setConfirming(null);
  const mandateOfAutoDebit = asked.kind === 'mandate' && c?.autoDebit !== null;

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
                <Fact label={c.state === 'expired' ? 'Ended on' : 'Valid till'}>
                  {formatDate(c.validTill)}
                </Fact>
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
                  <Button color="red" variant="light" onClick={() => ask({ kind: 'autoDebit' })}>
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
        {c && (
          <DirectDebits
            mandates={c.mandates}
            onCancel={(mandateId) => ask({ kind: 'mandate', mandateId })}
          />
        )}
        <Title order={2} fz="lg">
          Payments
        </Title>
        <Payments payments={payments} />
        {(payments.data?.page.totalPages ?? 0) > 1 && (
          <Pagination
            total={payments.data!.page.totalPages}
            value={page + 1}
            onChange={(p) => setPage(p - 1)}
          />
        )}
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={close}
        title={asked.kind === 'mandate' ? 'Cancel this Direct Debit?' : 'Cancel auto-debit?'}
        centered
      >
        <Stack>
          <Text size="sm">
            {asked.kind === 'mandate'
              ? `No further payments will be taken from Direct Debit ${asked.mandateId}${
                  mandateOfAutoDebit ? ', and an auto debit on it ends with it' : ''
                }.`
              : 'No further payments will be collected.'}{' '}
            {c?.state === 'expired'
              ? ''
              : `Your membership stays until ${formatDate(c?.validTill)}.`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep it
            </Button>
            <Button
              color="red"
              loading={cancelAutoDebit.isPending || cancelMandate.isPending}
              onClick={() =>
                asked.kind === 'mandate'
                  ? cancelMandate.mutate(asked.mandateId, { onSettled: close })
                  : cancelAutoDebit.mutate(undefined, { onSettled: close })
              }
            >
              {asked.kind === 'mandate' ? 'Cancel Direct Debit' : 'Cancel auto-debit'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
