import {
  Alert,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  PROPERTY_TYPE_NAMES,
  VALUATION_PAGE_SIZE,
  type ValuationResult,
} from '@yardstick/core/reports/valuation-query';
import { useState } from 'react';
import { ApiClientError } from '../../lib/api-client.ts';
import { formatDate, formatGBP, formatMonth, formatNumber } from '../../lib/format.ts';
import { usePrepareQuery, useValuation, type ValuationForm } from './api/valuation.ts';
import { ReportBreadcrumbs } from './ReportBreadcrumbs.tsx';

function Explanation({ r }: { r: ValuationResult }) {
  const e = r.explanation;
  return (
    <Stack gap={4} data-testid="valuation-explanation">
      <Text size="sm">
        <b>HPI Price</b>: the sold price brought to {formatMonth(e.latestMonth)} with the UK HPI{' '}
        {e.hpiArea ? `of ${e.hpiArea} (${e.hpiSeries})` : '(no series held)'}:{' '}
        {formatGBP(r.inputs.soldPrice)} x {e.indexNow ?? '-'} / {e.indexThen ?? '-'} (
        {formatMonth(e.soldMonth)}).
      </Text>
      <Text size="sm">
        <b>HPI Index</b>: the change of that index between the two months, in %.
      </Text>
      <Text size="sm">
        <b>Avg Price</b>: the median £/m² ({formatGBP(e.medianPpsm)}) of {e.comparables} comparable
        sales within {formatNumber(r.inputs.radius)} m over {r.inputs.years} years, each brought to
        today by its area's HPI, times {r.inputs.sqMts ?? '-'} m².
        {e.avgPriceNote ? ` ${e.avgPriceNote}` : ''}
      </Text>
    </Stack>
  );
}

/**
 * /valuation-reports (spec §2 "Valuation report"): the five inputs, Prepare Query (an
 * editable `key = value` text), Get Valuation (Avg Price, HPI Price, HPI Index, explained,
 * with the comparable sales 20 per page).
 */
export function ValuationReportPage() {
  const [form, setForm] = useState<ValuationForm>({
    postCode: '',
    soldDate: '',
    soldPrice: '',
    sqMts: '',
    propertyType: 'T',
  });
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const prepare = usePrepareQuery();
  const valuation = useValuation();
  const set = (key: keyof ValuationForm) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));
  const r = valuation.data;
  const comparables = r?.comparables ?? [];

  return (
    <Container size="xl" py="md">
      <ReportBreadcrumbs page="Valuation Report" />
      <Title order={1} size="h2" mb="sm">
        Valuation report
      </Title>
      <Paper withBorder p="md" radius="md" mb="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }}>
          <TextInput
            label="Post code"
            placeholder="RG1 5AA"
            value={form.postCode}
            onChange={(e) => set('postCode')(e.currentTarget.value)}
          />
          <TextInput
            label="Sold date"
            placeholder="yyyy-mm-dd"
            value={form.soldDate}
            onChange={(e) => set('soldDate')(e.currentTarget.value)}
          />
          <TextInput
            label="Sold price (£)"
            placeholder="250000"
            inputMode="numeric"
            value={form.soldPrice}
            onChange={(e) => set('soldPrice')(e.currentTarget.value)}
          />
          <TextInput
            label="Sq mts"
            placeholder="85"
            inputMode="decimal"
            value={form.sqMts}
            onChange={(e) => set('sqMts')(e.currentTarget.value)}
          />
          <Select
            label="Property type"
            value={form.propertyType}
            onChange={(v) => set('propertyType')(v ?? 'T')}
            allowDeselect={false}
            data={Object.entries(PROPERTY_TYPE_NAMES).map(([value, label]) => ({ value, label }))}
          />
        </SimpleGrid>
        <Group mt="md">
          <Button
            variant="light"
            onClick={() =>
              prepare.mutate(form, {
                onSuccess: (res) => {
                  setQuery(res.query);
                  setProblem(null);
                },
              })
            }
          >
            Prepare Query
          </Button>
        </Group>
        <Textarea
          mt="md"
          label="Query"
          description="One 'key = value' per line: postcode, sold_date, sold_price, sq_m, property_type (D, S, T, F, O), radius (metres), years. Edit it before asking."
          autosize
          minRows={7}
          styles={{ input: { fontFamily: 'monospace' } }}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          error={problem}
          data-testid="valuation-query"
        />
        <Group mt="md">
          <Button
            disabled={query.trim() === ''}
            onClick={() =>
              valuation.mutate(
                { query },
                {
                  onSuccess: () => {
                    setProblem(null);
                    setPage(0);
                  },
                  onError: (e) => setProblem(e instanceof ApiClientError ? e.message : null),
                },
              )
            }
          >
            Get Valuation
          </Button>
        </Group>
      </Paper>
      {r && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Table withTableBorder data-testid="valuation-result">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th ta="right">Avg Price</Table.Th>
                  <Table.Th ta="right">HPI Price</Table.Th>
                  <Table.Th ta="right">HPI Index</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td ta="right">{formatGBP(r.avgPrice)}</Table.Td>
                  <Table.Td ta="right">{formatGBP(r.hpiPrice)}</Table.Td>
                  <Table.Td ta="right">{r.hpi === null ? '-' : `${r.hpi.toFixed(2)}%`}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Explanation r={r} />
            <Title order={2} size="h5" mt="sm">
              Comparable sales ({comparables.length})
            </Title>
            <Table.ScrollContainer minWidth={640}>
              <Table striped fz="sm" data-testid="valuation-comparables">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Address</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th ta="right">Price</Table.Th>
                    <Table.Th ta="right">m²</Table.Th>
                    <Table.Th ta="right">£/m² today</Table.Th>
                    <Table.Th ta="right">Distance</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {comparables
                    .slice(page * VALUATION_PAGE_SIZE, (page + 1) * VALUATION_PAGE_SIZE)
                    .map((c, i) => (
                      <Table.Tr key={i}>
                        <Table.Td>{formatDate(c.dateOfTransfer)}</Table.Td>
                        <Table.Td>{c.address}</Table.Td>
                        <Table.Td>{c.propertyType}</Table.Td>
                        <Table.Td ta="right">{formatGBP(c.price)}</Table.Td>
                        <Table.Td ta="right">{c.totalFloorArea}</Table.Td>
                        <Table.Td ta="right">{formatGBP(c.adjustedPpsm)}</Table.Td>
                        <Table.Td ta="right">{formatNumber(c.distance)} m</Table.Td>
                      </Table.Tr>
                    ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pagination
              size="sm"
              total={Math.ceil(comparables.length / VALUATION_PAGE_SIZE)}
              value={page + 1}
              onChange={(p) => setPage(p - 1)}
            />
          </Stack>
        </Paper>
      )}
      {valuation.isError && !problem && (
        <Alert color="red" mt="md">
          The valuation could not be made.
        </Alert>
      )}
    </Container>
  );
}
