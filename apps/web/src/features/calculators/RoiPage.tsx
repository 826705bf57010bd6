import {
  Alert,
  Anchor,
  Badge,
  Card,
  Container,
  Grid,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  RENOVATION_COST_PER_SQM,
  SQM_PER_BEDROOM,
  type CalculatorType,
  type RoiResponse,
} from '@yardstick/core/roi/roi-schema';
import { HMO_LICENCE_YEARS } from '@yardstick/core/roi/hmo-costs';
import { roiCostBreakdown } from '@yardstick/core/roi/roi-costs';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiClientError } from '../../lib/api-client.ts';
import { formatGBP, formatPercent } from '../../lib/format.ts';
import { useRoi } from './api/calculate-roi.ts';
import {
  fieldBoundMessage,
  fieldBounds,
  fieldWithin,
  propertyIdProblem,
  fieldsOf,
  roiBadge,
  roiFieldErrors,
  roiInputsReady,
  type RoiFieldName,
  type RoiFormValues,
} from './roi-fields.ts';
import { TAX_CHOICES, taxBandOf, taxExplanation, taxRows, type TaxChoice } from './roi-tax.ts';

/** Recalculate this long after the last keystroke (docs/product.md#roi-calculator). */
const RECALC_DELAY_MS = 1000;

/** A titled card holding one table of figures. */
function TableCard({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Title order={4} mb="xs">
        {title}
      </Title>
      <Table>{children}</Table>
    </Card>
  );
}

/** A titled card of labelled figures, one a row (strong: the bottom line). */
function FiguresCard({ title, rows }: { title: string; rows: FigureRow[] }) {
  return (
    <TableCard title={title}>
      <Table.Tbody>
        {rows.map((row) => (
          <Row key={row.label} {...row} />
        ))}
      </Table.Tbody>
    </TableCard>
  );
}

/** The After tax card (a tax band chosen): the tax's steps and the cash flow after it. */
function AfterTax({ r }: { r: RoiResponse }) {
  const rows = taxRows(r);
  if (rows === null || r.taxBand === null) return null;
  return (
    <Card withBorder padding="md" data-testid="roi-after-tax">
      <Title order={4} mb="xs">
        {r.taxBand === 'company' ? 'After tax (limited company)' : 'After tax (Section 24)'}
      </Title>
      <Table>
        <Table.Tbody>
          {rows.map((row) => (
            <Row key={row.label} {...row} />
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="xs">
        {taxExplanation(r.taxBand)}{' '}
        <Anchor component={Link} to="/methodology#roi-tax" size="xs">
          More
        </Anchor>
      </Text>
    </Card>
  );
}

interface FigureRow {
  label: string;
  value: string;
  strong?: boolean;
  negative?: boolean;
}

function Row({ label, value, strong, negative }: FigureRow) {
  return (
    <Table.Tr>
      <Table.Td>{label}</Table.Td>
      <Table.Td
        ta="right"
        fw={strong ? 700 : undefined}
        c={negative ? 'red' : undefined}
        // A sum never breaks at its minus sign on a phone.
        style={{ whiteSpace: 'nowrap' }}
      >
        {value}
      </Table.Td>
    </Table.Tr>
  );
}

/** The Summary card's figures. */
const summaryRows = (r: RoiResponse): FigureRow[] => [
  { label: 'Total loan amount', value: formatGBP(r.loanAmount) },
  { label: 'Stamp duty (additional dwelling)', value: formatGBP(r.stampDuty) },
  { label: 'Total equity (cash in)', value: formatGBP(r.totalEquity) },
  { label: 'ROI with existing prices', value: formatPercent(r.finalRoi, 2), strong: true },
];

function Cashflow({ r }: { r: RoiResponse }) {
  // Every cost that "All costs" counts is listed, and the rows add up to it (core/roi/roi-costs.ts).
  const costs = roiCostBreakdown(r, { wholePounds: true });
  const rows: [string, number | null, number | null, string?][] = [
    ['Rent expected', r.monthlyRentExpected, r.avgRentPerAnnum],
    ...costs.rows.map((c): [string, number, number, string] => [
      c.label,
      c.monthly,
      c.yearly,
      c.key,
    ]),
    ['All costs', costs.monthly, costs.yearly, 'total'],
    [
      'Rent required to break even',
      r.monthlyRentRequired,
      r.monthlyRentRequired === null ? null : r.monthlyRentRequired * 12,
    ],
    ['Cash flow', r.monthlyCashflow, r.yearlyCashflow],
  ];
  return (
    <TableCard title="Cash flow" testId="roi-cashflow">
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th ta="right">Monthly</Table.Th>
          <Table.Th ta="right">Yearly</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([label, m, y, cost]) => (
          <Table.Tr key={label} data-cost={cost}>
            <Table.Td
              fw={label === 'Cash flow' || cost === 'total' ? 700 : undefined}
              pl={cost !== undefined && cost !== 'total' ? 'lg' : undefined}
            >
              {label}
            </Table.Td>
            <Table.Td ta="right" c={label === 'Cash flow' && (m ?? 0) < 0 ? 'red' : undefined}>
              {formatGBP(m)}
            </Table.Td>
            <Table.Td ta="right" c={label === 'Cash flow' && (y ?? 0) < 0 ? 'red' : undefined}>
              {formatGBP(y)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableCard>
  );
}

/** The After remortgage card's figures. */
const remortgageRows = (r: RoiResponse): FigureRow[] => [
  { label: 'Remortgage loan', value: formatGBP(r.remortgageLoanAmount) },
  { label: 'Interest per year', value: formatGBP(r.reMortgageInterestPerAnnum) },
  { label: 'Rent per year', value: formatGBP(r.reMortgageAvgRentPerAnnum) },
  { label: 'Expenses per year', value: formatGBP(r.reMortgageExpensePerAnnum) },
  { label: 'Cash flow per year', value: formatGBP(r.remortgageCashflow), strong: true },
  { label: 'Money left in the deal', value: formatGBP(r.equityLeft) },
  {
    label: 'ROI after remortgage',
    value: r.remortgageRoi === null ? 'All money out' : formatPercent(r.remortgageRoi, 2),
    strong: true,
  },
];

/** Before there is a deal: what to give (a property, or a price and rent). */
function RoiEmptyState() {
  return (
    <Card withBorder padding="lg" data-testid="roi-empty">
      <Stack gap="xs" align="flex-start">
        <Title order={4}>Choose a property or enter a deal</Title>
        <Text size="sm">
          Open the ROI calculator from a property’s page to start from its price and rent, or enter
          a purchase price and the rent (house rent for a single let; rent per room and rooms for an
          HMO). The return appears here a second after you stop typing.
        </Text>
        <Anchor component={Link} to="/estimates-es" size="sm">
          Find a property
        </Anchor>
      </Stack>
    </Card>
  );
}

/**
 * A property the page cannot start from (an id that is no property id, or a listing no
 * longer held), with what to do next (issue 25: 'Invalid propertyId' beside a 'Calculating...'
 * that never ended).
 */
function RoiProblem({ problem }: { problem: string }) {
  return (
    <Alert color="orange" title={problem} mb="lg" data-testid="roi-problem">
      <Text size="sm">
        Open the calculator from a property’s page to start from its price and rent (
        <Anchor component={Link} to="/estimates-es" size="sm">
          Find a property
        </Anchor>
        ), or enter the figures of a deal in the form.
      </Text>
    </Alert>
  );
}

/** Why a deal has no ROI: no cash goes in, so there is no outlay to measure a return on. */
function NoRoiFigure() {
  return (
    <Alert color="gray" title="No ROI for these figures" data-testid="roi-no-figure">
      <Text size="sm">
        No cash goes in: the deposit, stamp duty, legal and renovation costs come to £0, so there is
        no outlay to measure a return on. Enter a deposit or the costs to see the ROI.
      </Text>
    </Alert>
  );
}

export function RoiPage() {
  const [params] = useSearchParams();
  const askedId = params.get('propertyId') ?? undefined;
  const idProblem = propertyIdProblem(askedId);
  // An id the server no longer holds (404) is dropped: the form then values a typed deal.
  const [goneId, setGoneId] = useState<string | undefined>(undefined);
  const propertyId = idProblem !== null || askedId === goneId ? undefined : askedId;
  const [calculatorType, setCalculatorType] = useState<CalculatorType>('SINGLE_LET');
  // The tax view is a way of reading the deal, not one of its figures: kept across types.
  const [taxChoice, setTaxChoice] = useState<TaxChoice>('none');
  // What was last sent to the server, and what the user typed since (not sent yet).
  const [submitted, setSubmitted] = useState<RoiFormValues>({});
  const [edits, setEdits] = useState<RoiFormValues>({});
  // A value refused by an input's bounds, said beside it until the input changes.
  const [refused, setRefused] = useState<Partial<Record<RoiFieldName, string>>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const roi = useRoi({ propertyId, calculatorType, taxBand: taxBandOf(taxChoice), ...submitted });
  const { data: result, isFetching } = roi;
  const failure = roi.error instanceof ApiClientError ? roi.error : null;
  // State adjusted during render (React's pattern for state that follows a query's answer).
  if (failure?.status === 404 && propertyId !== undefined && goneId !== propertyId) {
    setGoneId(propertyId);
  }
  const refusedByServer = failure?.status === 400 ? roiFieldErrors(failure.fieldErrors) : {};

  useEffect(() => () => clearTimeout(timer.current), []);

  function onInput(name: RoiFieldName, raw: number | string) {
    const next = { ...edits, [name]: typeof raw === 'number' ? raw : undefined };
    setEdits(next);
    setRefused(({ [name]: _accepted, ...others }) => others);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSubmitted((s) => ({ ...s, ...next }));
      setEdits({});
    }, RECALC_DELAY_MS);
  }

  // Changing the type resets the form to just the property id and recalculates.
  function onTypeChange(type: CalculatorType) {
    clearTimeout(timer.current);
    setEdits({});
    setSubmitted({});
    setRefused({});
    setCalculatorType(type);
  }

  // The server's values (defaults filled in) replace the form once it answers.
  const shown = (name: RoiFieldName): number | string => {
    if (name in edits) return edits[name] ?? '';
    return submitted[name] ?? result?.[name] ?? '';
  };

  const ready = roiInputsReady(propertyId, calculatorType, submitted);
  const badge = roiBadge(ready ? result?.finalRoi : null);
  const floorArea = result?.totalFloorArea ?? null;
  const problem =
    idProblem !== null
      ? idProblem
      : askedId !== undefined && askedId === goneId
        ? 'This property is no longer listed: it has been removed by the agent'
        : null;

  return (
    <Container size="xl" py="xl">
      {problem && <RoiProblem problem={problem} />}
      <Card withBorder padding="lg" mb="lg" bg="gray.0">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={1} fz={26}>
              ROI calculator
            </Title>
            <Text c="dimmed" data-testid="roi-address">
              {[result?.postCode, result?.address].filter(Boolean).join(' · ') ||
                'Enter the figures of a deal'}
            </Text>
          </div>
          <Stack gap={2} align="flex-end">
            <Text size="sm" c="dimmed">
              ROI
            </Text>
            <Badge
              size="xl"
              color={badge.colour}
              variant={badge.tone === 'neutral' ? 'light' : 'filled'}
              data-testid="roi-value"
              data-tone={badge.tone}
            >
              {badge.text}
            </Badge>
          </Stack>
        </Group>
      </Card>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg">
            <Radio.Group
              label="Calculator type"
              value={calculatorType}
              onChange={(v) => onTypeChange(v as CalculatorType)}
              mb="md"
            >
              <Group mt={6}>
                <Radio value="HMO" label="HMO" />
                <Radio value="SINGLE_LET" label="Single Let" />
              </Group>
            </Radio.Group>
            <NativeSelect
              label="Tax view"
              description="Income tax with Section 24, or corporation tax"
              data={TAX_CHOICES.map((c) => ({ value: c.value, label: c.label }))}
              value={taxChoice}
              onChange={(e) => setTaxChoice(e.currentTarget.value as TaxChoice)}
              mb="md"
              data-testid="roi-tax-band"
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {fieldsOf(calculatorType).map((field) => (
                <NumberInput
                  key={field.name}
                  label={field.label}
                  prefix={field.unit === '£' ? '£' : undefined}
                  suffix={field.unit === '%' ? '%' : undefined}
                  thousandSeparator={field.unit === '£' ? ',' : undefined}
                  decimalScale={field.unit === '%' ? 2 : 0}
                  min={fieldBounds(field).min}
                  max={fieldBounds(field).max}
                  allowNegative={false}
                  // Bounds on the input: a value outside them is never taken, and the field
                  // says why (issue 25: a deposit typed as 250150%).
                  isAllowed={({ floatValue }) => {
                    if (floatValue === undefined || fieldWithin(field, floatValue)) return true;
                    setRefused((r) => ({ ...r, [field.name]: fieldBoundMessage(field) }));
                    return false;
                  }}
                  error={refused[field.name] ?? refusedByServer[field.name]}
                  value={shown(field.name)}
                  onChange={(v) => onInput(field.name, v)}
                  disabled={field.disabledIn === calculatorType}
                  description={
                    field.name === 'bedrooms'
                      ? `One bedroom averages ${SQM_PER_BEDROOM} m²`
                      : field.name === 'renovationCost'
                        ? `About ${formatGBP(RENOVATION_COST_PER_SQM)} per m²${floorArea ? ` (${formatGBP(floorArea * RENOVATION_COST_PER_SQM)} for ${floorArea} m²)` : ''}`
                        : field.name === 'hmoLicenceFee'
                          ? `Spread over its ${HMO_LICENCE_YEARS} years`
                          : field.name === 'hmoUtilities'
                            ? 'Gas, electricity and water'
                            : undefined
                  }
                />
              ))}
            </SimpleGrid>
            <Text size="xs" c="dimmed" mt="md">
              Results update a second after you stop typing.{' '}
              <Anchor component={Link} to="/methodology#roi" size="xs">
                How is this calculated?
              </Anchor>
            </Text>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {!ready ? (
            <RoiEmptyState />
          ) : result ? (
            <Stack opacity={isFetching ? 0.7 : 1} aria-live="polite">
              {result.finalRoi === null && <NoRoiFigure />}
              <FiguresCard title="Summary" rows={summaryRows(result)} />
              <Cashflow r={result} />
              <AfterTax r={result} />
              <FiguresCard title="After remortgage" rows={remortgageRows(result)} />
            </Stack>
          ) : roi.isError ? (
            <Text c="red" data-testid="roi-failed">
              The calculator could not answer these figures. Check the inputs marked on the left.
            </Text>
          ) : (
            <Text c="dimmed">Calculating...</Text>
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
