import {
  Alert,
  Card,
  Container,
  Grid,
  Group,
  NumberInput,
  Radio,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { BuyerType, Nation } from '@yardstick/core/tax/transaction-tax';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatGBP } from '../../lib/format.ts';
import { useStampDuty } from './api/get-stamp-duty.ts';

const NATIONS: { value: Nation; label: string }[] = [
  { value: 'england', label: 'England' },
  { value: 'northern-ireland', label: 'Northern Ireland' },
  { value: 'wales', label: 'Wales' },
  { value: 'scotland', label: 'Scotland' },
];

const BUYERS: { value: BuyerType; label: string }[] = [
  { value: 'additional', label: 'Additional property (buy-to-let, second home)' },
  { value: 'main', label: 'Home mover (replacing a main residence)' },
  { value: 'first-time', label: 'First-time buyer' },
];

export function StampDutyPage() {
  const [price, setPrice] = useState<number | string>(250_000);
  const [nation, setNation] = useState<Nation>('england');
  const [buyer, setBuyer] = useState<BuyerType>('additional');
  const [debouncedPrice] = useDebouncedValue(price, 400);
  const validPrice =
    typeof debouncedPrice === 'number' && debouncedPrice >= 0 ? debouncedPrice : null;
  const { data, isFetching } = useStampDuty(
    validPrice === null ? null : { price: Math.round(validPrice), nation, buyer },
  );

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb={4}>
        Stamp duty calculator
      </Title>
      <Text c="dimmed" mb="lg">
        Residential transaction tax on a purchase: SDLT in England and Northern Ireland, LTT in
        Wales and LBTT in Scotland, at the rates in force from 1 April 2025.{' '}
        <Text component={Link} to="/methodology#stamp-duty" c="teal.8" inherit>
          How is this calculated?
        </Text>
      </Text>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg">
            <Stack>
              <NumberInput
                label="Purchase price"
                prefix="£"
                thousandSeparator=","
                min={0}
                max={1_000_000_000}
                step={5_000}
                value={price}
                onChange={setPrice}
                allowDecimal={false}
                allowNegative={false}
                error={price === '' ? 'Enter a price' : undefined}
              />
              <Select
                label="Where is the property?"
                data={NATIONS}
                value={nation}
                onChange={(v) => v && setNation(v as Nation)}
                allowDeselect={false}
              />
              <Radio.Group label="Buyer" value={buyer} onChange={(v) => setBuyer(v as BuyerType)}>
                <Stack gap={8} mt={6}>
                  {BUYERS.map((b) => (
                    <Radio key={b.value} value={b.value} label={b.label} />
                  ))}
                </Stack>
              </Radio.Group>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="lg" aria-live="polite" opacity={isFetching ? 0.7 : 1}>
            {data ? (
              <Stack>
                <Group justify="space-between" align="flex-end">
                  <div>
                    <Text size="sm" c="dimmed">
                      {data.taxName} to pay
                    </Text>
                    <Text fz={36} fw={800} data-testid="stamp-duty-total">
                      {formatGBP(data.tax)}
                    </Text>
                  </div>
                  <Text c="dimmed">Effective rate {data.effectiveRate.toFixed(2)}%</Text>
                </Group>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Band</Table.Th>
                      <Table.Th ta="right">Rate</Table.Th>
                      <Table.Th ta="right">Tax</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.bands.map((b, i) => (
                      <Table.Tr key={i}>
                        <Table.Td>
                          {b.to === null
                            ? b.from === 0
                              ? 'Whole price'
                              : `Above ${formatGBP(b.from)}`
                            : `${formatGBP(b.from)} to ${formatGBP(b.to)}`}
                        </Table.Td>
                        <Table.Td ta="right">{b.rate}%</Table.Td>
                        <Table.Td ta="right">{formatGBP(b.tax)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                {data.notes.map((note) => (
                  <Alert key={note} variant="light" color="blue" py={6}>
                    {note}
                  </Alert>
                ))}
              </Stack>
            ) : (
              <Text c="dimmed">Enter a price to see the tax.</Text>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
