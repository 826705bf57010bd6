import {
  Alert,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import {
  formatPounds,
  SANDBOX_ACCOUNTS,
  SANDBOX_SORT_CODE,
} from '@yardstick/core/membership/membership';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { ApiClientError } from '../../lib/api-client.ts';
import { useAuthoriseSandbox } from './api/authorise-sandbox.ts';
import { useSandboxFlow } from './api/get-sandbox-flow.ts';

/**
 * /payments/sandbox/{flowId}: the built-in sandbox's hosted page (PAYMENT_PROVIDER=sandbox),
 * standing in for the bank: the payer enters test bank details and approves, or declines
 * (no details needed), then goes back to /payment?redirect_flow_id=….
 */
export function SandboxPaymentPage() {
  const { flowId = '' } = useParams();
  const flow = useSandboxFlow(flowId);
  const authorise = useAuthoriseSandbox(flowId);
  const [holder, setHolder] = useState('');
  const [sortCode, setSortCode] = useState('');
  const [account, setAccount] = useState('');
  const errors =
    authorise.error instanceof ApiClientError
      ? authorise.error.fieldErrors
      : ({} as Record<string, string>);

  const submit = (decision: 'approve' | 'decline') => (event?: FormEvent) => {
    event?.preventDefault();
    authorise.mutate(
      decision === 'decline'
        ? { decision }
        : { decision, accountHolderName: holder, sortCode, accountNumber: account },
      { onSuccess: ({ location }) => window.location.assign(location) },
    );
  };

  return (
    <Container size={520} py="xl">
      <Card withBorder radius="md" padding="xl" shadow="sm">
        <Stack gap="md">
          <Group gap="sm">
            <IconBuildingBank size={28} aria-hidden />
            <div>
              <Title order={1} fz={22}>
                Set up a Direct Debit
              </Title>
              <Text size="sm" c="dimmed">
                Yardstick sandbox bank: no real money moves
              </Text>
            </div>
          </Group>
          {flow.isPending && (
            <Center py="lg">
              <Loader />
            </Center>
          )}
          {flow.isError && (
            <Alert color="red" role="alert">
              This payment link is not valid or has been used.
            </Alert>
          )}
          {flow.data && flow.data.status !== 'pending' && (
            <Alert color="yellow">This Direct Debit has already been {flow.data.status}.</Alert>
          )}
          {flow.data && flow.data.status === 'pending' && (
            <form onSubmit={submit('approve')} noValidate>
              <Stack gap="sm">
                <Text>
                  <b>{flow.data.description}</b>:{' '}
                  {`first payment £\u00a0${formatPounds(flow.data.amount)}`}
                </Text>
                <TextInput
                  label="Account holder name"
                  value={holder}
                  onChange={(e) => setHolder(e.currentTarget.value)}
                  error={errors.accountHolderName}
                  autoComplete="off"
                  required
                />
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <TextInput
                    label="Sort code"
                    placeholder={SANDBOX_SORT_CODE}
                    value={sortCode}
                    onChange={(e) => setSortCode(e.currentTarget.value)}
                    error={errors.sortCode}
                    autoComplete="off"
                    required
                  />
                  <TextInput
                    label="Account number"
                    placeholder={SANDBOX_ACCOUNTS.approve}
                    value={account}
                    onChange={(e) => setAccount(e.currentTarget.value)}
                    error={errors.accountNumber}
                    autoComplete="off"
                    inputMode="numeric"
                    required
                  />
                </SimpleGrid>
                <Table fz="xs" withTableBorder>
                  <Table.Tbody>
                    <Table.Tr>
                      <Table.Td>
                        {SANDBOX_SORT_CODE} / {SANDBOX_ACCOUNTS.approve}
                      </Table.Td>
                      <Table.Td>approved, payments settle</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Td>
                        {SANDBOX_SORT_CODE} / {SANDBOX_ACCOUNTS.paymentsFail}
                      </Table.Td>
                      <Table.Td>approved, payments fail</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Td>
                        {SANDBOX_SORT_CODE} / {SANDBOX_ACCOUNTS.decline}
                      </Table.Td>
                      <Table.Td>declined by the bank</Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
                {authorise.isError && Object.keys(errors).length === 0 && (
                  <Alert color="red" role="alert">
                    {authorise.error.message}
                  </Alert>
                )}
                <Group justify="space-between" mt="sm">
                  <Button
                    variant="default"
                    onClick={() => submit('decline')()}
                    disabled={authorise.isPending}
                  >
                    Decline
                  </Button>
                  <Button type="submit" color="teal" loading={authorise.isPending}>
                    Approve Direct Debit
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
