import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  List,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import {
  AUTO_DEBIT_PLAN_ID,
  everyText,
  formatPounds,
  MEMBERSHIP_MESSAGES as M,
  type AutoDebitPlan,
  type CurrentMembership,
  type MembershipPlan,
} from '@yardstick/core/membership/membership';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { showError } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { useCurrentMembership } from './api/get-current-membership.ts';
import { usePlans } from './api/get-plans.ts';
import { useInitiatePayment } from './api/initiate-payment.ts';

type CardKind = 'monthly' | 'custom' | 'yearly';

const pounds = (amount: number) => `£ ${formatPounds(amount)}`;

function Features({ plan }: { plan: MembershipPlan }) {
  return (
    <List spacing={6} size="sm" center>
      {plan.featuresJson.features.map((f) => (
        <List.Item
          key={f.name}
          icon={
            <ThemeIcon size={20} radius="xl" color={f.enabled ? 'teal' : 'gray'} variant="light">
              {f.enabled ? (
                <IconCheck size={13} aria-label="Included" />
              ) : (
                <IconX size={13} aria-label="Not included" />
              )}
            </ThemeIcon>
          }
          c={f.enabled ? undefined : 'dimmed'}
        >
          {f.name}
        </List.Item>
      ))}
    </List>
  );
}

function PlanCard({
  title,
  plan,
  selected,
  onSelect,
  children,
}: {
  title: string;
  plan: MembershipPlan | undefined;
  selected: boolean;
  onSelect: () => void;
  children?: React.ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      shadow={selected ? 'md' : 'xs'}
      style={{
        borderColor: selected ? 'var(--mantine-color-teal-6)' : undefined,
        borderWidth: selected ? 2 : 1,
      }}
      data-testid={`plan-card-${title.toLowerCase()}`}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="center">
          <Title order={2} fz="lg">
            {title}
          </Title>
          {selected && (
            <Badge color="teal" variant="filled">
              Selected
            </Badge>
          )}
        </Group>
        {children}
        {plan ? (
          <>
            <Text fz={28} fw={700} lh={1.1}>
              {pounds(plan.amount)}
              <Text span fz="sm" c="dimmed" fw={400}>
                {' '}
                / {plan.frequency}
              </Text>
            </Text>
            <Text size="sm" c="dimmed">
              {plan.description}
            </Text>
            <Features plan={plan} />
          </>
        ) : (
          <Text c="dimmed">Not on sale at the moment</Text>
        )}
        <Button
          mt="auto"
          variant={selected ? 'filled' : 'light'}
          onClick={onSelect}
          disabled={!plan}
          aria-pressed={selected}
        >
          {selected ? 'Selected' : `Choose ${title.toLowerCase()}`}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * What the auto debit costs and when it first collects (issue 25), from the plans' data: the
 * auto-debit plan's amount and period, and the day the chosen plan's period would end.
 */
export function autoDebitTerms(autoDebit: AutoDebitPlan, plan: MembershipPlan): string {
  return (
    `${pounds(autoDebit.amount)} ${everyText(autoDebit.periodMonths)} by Direct Debit ` +
    `(${autoDebit.name}), first collected on ${formatDate(plan.autoDebitFrom)}, ` +
    `the day the ${plan.frequency} paid now ends.`
  );
}

/** The auto-debit box's starting state for this member: their own current setting. */
export function autoDebitDefault(current: CurrentMembership | undefined): boolean {
  if (!current) return true;
  if (current.autoDebit) return true;
  return !current.mandates.some((m) => !m.lastPaymentFailed);
}

/**
 * Why an expired member is here (issue 25): their membership ended, and when; their payments
 * and Direct Debits stay on the membership page.
 */
function ExpiryNotice() {
  const { data: session } = useSession();
  const expired = session?.membershipExpired === true;
  const current = useCurrentMembership(expired);
  if (!expired) return null;
  const c = current.data;
  const till = c ? c.validTill : (session.membershipValidTill ?? null);
  const what =
    c?.planName === 'Trial'
      ? 'Your trial'
      : c?.planName
        ? `Your ${c.planName} membership`
        : 'Your membership';
  return (
    <Alert color="orange" role="alert" title="Your membership has ended">
      {till ? `${what} ended on ${formatDate(till)}.` : 'You have no membership yet.'} Choose a plan
      below to carry on. Your payments and Direct Debits are on the{' '}
      <Anchor component={Link} to="/membership" inherit>
        Membership page
      </Anchor>
      .
    </Alert>
  );
}

/**
 * /subscription (spec §2, §4): three plan cards (monthly, a custom one with the other plans
 * in a dropdown, yearly); monthly is chosen once the plans load; the auto-debit box; then
 * 'Proceed To Pay' posts the payment and follows the location the server answers.
 */
export function SubscriptionPage() {
  const plans = usePlans();
  const initiate = useInitiatePayment();
  const [picked, setChosen] = useState<CardKind | null>(null);
  const [customId, setCustomId] = useState<string | null>(null);
  // The auto-debit box starts as the user left it (issue 40): on when their auto debit is,
  // off when they pay by Direct Debit without one (they unticked it or cancelled it); a
  // first-time payer (no working mandate yet) starts on, as the spec's checkout does.
  const current = useCurrentMembership();
  const [autoDebitChoice, setAutoDebit] = useState<boolean | null>(null);
  const autoDebit = autoDebitChoice ?? autoDebitDefault(current.data);

  const data = plans.data;
  // Monthly is chosen once the plans load (spec §4), until the user picks another card.
  const chosen: CardKind | null =
    picked ?? (data ? (data.monthly ? 'monthly' : data.yearly ? 'yearly' : 'custom') : null);
  const custom = data?.rest.find((p) => String(p.id) === customId) ?? data?.rest[0];
  const plan: MembershipPlan | undefined =
    chosen === 'monthly'
      ? (data?.monthly ?? undefined)
      : chosen === 'yearly'
        ? (data?.yearly ?? undefined)
        : chosen === 'custom'
          ? custom
          : undefined;

  useEffect(() => {
    if (plans.isError) showError(M.plansFailed);
  }, [plans.isError]);

  // Without an auto-debit plan on sale there is nothing to subscribe to after the first period.
  const autoDebitPlan = data?.autoDebit ?? null;
  const proceed = () => {
    if (!plan) return;
    initiate.mutate(
      {
        amount: plan.amount,
        frequency: plan.frequency,
        planId: plan.id,
        autoDebit: autoDebit && autoDebitPlan !== null,
        autoDebitMembershipPlanId: autoDebitPlan?.id ?? AUTO_DEBIT_PLAN_ID,
        host: window.location.host,
      },
      { onSuccess: ({ location }) => window.location.assign(location) },
    );
  };

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, md: 28 }}>
            Choose your membership
          </Title>
          <Text c="dimmed">
            Pay by Direct Debit. Your membership starts as soon as it is set up.
          </Text>
        </div>
        <ExpiryNotice />
        {plans.isError && (
          <Alert color="red" role="alert">
            {M.plansFailed}
          </Alert>
        )}
        {plans.isPending && (
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={380} radius="md" />
            ))}
          </SimpleGrid>
        )}
        {data && (
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <PlanCard
              title="Monthly"
              plan={data.monthly ?? undefined}
              selected={chosen === 'monthly'}
              onSelect={() => setChosen('monthly')}
            />
            <PlanCard
              title="Custom"
              plan={custom}
              selected={chosen === 'custom'}
              onSelect={() => setChosen('custom')}
            >
              <Select
                aria-label="Other plans"
                data={data.rest.map((p) => ({
                  value: String(p.id),
                  label: `${p.name} - ${pounds(p.amount)}`,
                }))}
                value={custom ? String(custom.id) : null}
                onChange={(value) => {
                  setCustomId(value);
                  setChosen('custom');
                }}
                allowDeselect={false}
                disabled={data.rest.length === 0}
              />
            </PlanCard>
            <PlanCard
              title="Yearly"
              plan={data.yearly ?? undefined}
              selected={chosen === 'yearly'}
              onSelect={() => setChosen('yearly')}
            />
          </SimpleGrid>
        )}
        {plan && (
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              {autoDebitPlan && (
                <Checkbox
                  checked={autoDebit}
                  onChange={(e) => setAutoDebit(e.currentTarget.checked)}
                  label={M.autoDebit(plan.frequency)}
                  description={autoDebitTerms(autoDebitPlan, plan)}
                  styles={{ description: { fontSize: 'var(--mantine-font-size-sm)' } }}
                />
              )}
              <Group justify="space-between" align="center" wrap="wrap">
                <Text size="sm" c="dimmed" maw={560}>
                  {M.redirectNote}
                </Text>
                <Button size="md" color="teal" onClick={proceed} loading={initiate.isPending}>
                  {M.proceed(formatPounds(plan.amount))}
                </Button>
              </Group>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
