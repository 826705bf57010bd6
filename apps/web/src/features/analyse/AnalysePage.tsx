import {
  Alert,
  Button,
  Card,
  Container,
  Grid,
  Group,
  List,
  NativeSelect,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { AnalyseResult, ParsedListingText } from '@yardstick/core/analyse/analyse-schema';
import { ANALYSE_BOUNDS } from '@yardstick/core/analyse/analyse-schema';
import { useMemo, useState } from 'react';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs.tsx';
import { ApiClientError } from '../../lib/api-client.ts';
import { formatGBP } from '../../lib/format.ts';
import { AnalyseResults } from './AnalyseResults.tsx';
import { analyseProperty, parseText, useKnownAddresses } from './api/analyse.ts';
import {
  BUYER_OPTIONS,
  EMPTY_FORM,
  FIELD_LABELS,
  TENURE_OPTIONS,
  TYPE_OPTIONS,
  fillFromAddress,
  fillFromParsed,
  missingFields,
  pickKey,
  toInput,
  type AnalyseForm,
} from './analyse-form.ts';

/**
 * /analyse (issue 29, docs/product.md): any property, listed here or not, valued with the
 * listings' own method. Paste a listing's text to fill the form ("Fill from text" says what
 * it read and what it could not), or type it: a postcode, then an address known there (sale
 * listings, Price Paid, EPC) or typed, the type, bedrooms, floor area, tenure, asking price
 * and the rent if known. "Analyse" answers the figures as the property details show them.
 */
export function AnalysePage() {
  const [form, setForm] = useState<AnalyseForm>(EMPTY_FORM);
  const [paste, setPaste] = useState('');
  const [parsed, setParsed] = useState<ParsedListingText | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  // "Analyse" was pressed with fields missing: they stay marked, and the message stays, only
  // while some are still missing (issue 40: filled from text, the message stayed).
  const [askedMissing, setAskedMissing] = useState(false);
  const set = <K extends keyof AnalyseForm>(key: K, value: AnalyseForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => {
      if (!(key in e)) return e;
      const next = { ...e };
      delete next[key as string];
      return next;
    });
  };

  const fill = useMutation({
    mutationFn: (text: string) => parseText(text),
    onSuccess: (result, text) => {
      setParsed(result);
      const next = fillFromParsed(form, result, text);
      setForm(next);
      setErrors(askedMissing ? missingFields(next) : {});
    },
  });

  const run = useMutation({
    mutationFn: analyseProperty,
    onMutate: () => setProblem(null),
    onError: (error) => {
      if (error instanceof ApiClientError && error.status === 400) {
        setErrors(error.fieldErrors);
        setProblem('Some fields are not valid: see the messages beside them.');
      } else if (error instanceof ApiClientError && error.status === 404) {
        setProblem(error.message);
      }
    },
  });

  const addresses = useKnownAddresses(form.postCode);
  const known = useMemo(() => addresses.data?.addresses ?? [], [addresses.data]);
  const addressOptions = useMemo(
    () => [
      { value: 'typed', label: 'Not listed: type the address' },
      ...known.map((a) => ({
        value: pickKey(a),
        label: `${a.address} · ${SOURCE_LABELS[a.source]}${a.bedrooms !== null ? ` · ${a.bedrooms} bed` : ''}${a.price ? ` · ${formatGBP(a.price)}` : ''}`,
      })),
    ],
    [known],
  );

  const submit = () => {
    const missing = missingFields(form);
    setErrors(missing);
    setProblem(null);
    if (Object.keys(missing).length > 0) {
      setAskedMissing(true);
      return;
    }
    setAskedMissing(false);
    run.mutate(toInput(form));
  };

  const stillMissing = askedMissing && Object.keys(missingFields(form)).length > 0;
  const shownProblem = stillMissing
    ? 'Fill in the fields marked to analyse the property.'
    : problem;
  const result: AnalyseResult | undefined = run.data;
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <PageBreadcrumbs trail={[{ label: 'Analyse a property' }]} />
        <div>
          <Title order={1}>Analyse a property</Title>
          <Text c="dimmed" size="sm">
            Any property, listed here or not: the estimate, rent, yield, ROI, stamp duty and the
            area, made the way every listing&apos;s figures are.
          </Text>
        </div>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Card withBorder radius="md" padding="md">
                <Stack gap="xs">
                  <Textarea
                    label="Paste the listing"
                    description="The text of a portal page, an auction lot or an agent's email. Nothing is fetched from the internet."
                    rows={6}
                    maxLength={ANALYSE_BOUNDS.text.max}
                    value={paste}
                    onChange={(e) => setPaste(e.currentTarget.value)}
                    data-testid="analyse-paste"
                  />
                  <Group>
                    <Button
                      variant="light"
                      onClick={() => fill.mutate(paste)}
                      disabled={paste.trim() === ''}
                      loading={fill.isPending}
                    >
                      Fill from text
                    </Button>
                  </Group>
                  {parsed && <ParsedReport parsed={parsed} />}
                </Stack>
              </Card>
              <Card
                withBorder
                radius="md"
                padding="md"
                component="form"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  submit();
                }}
              >
                <Stack gap="sm">
                  <TextInput
                    label="Postcode"
                    required
                    value={form.postCode}
                    onChange={(e) => set('postCode', e.currentTarget.value)}
                    error={errors.postCode}
                    autoComplete="postal-code"
                  />
                  <Select
                    label="Address"
                    description={
                      addresses.isFetching
                        ? 'Looking up the addresses known at this postcode…'
                        : known.length > 0
                          ? `${known.length} addresses known at this postcode (sale listings, sales, energy certificates)`
                          : 'Pick from the addresses known at the postcode, or type it'
                    }
                    data={addressOptions}
                    value={form.pick}
                    searchable
                    allowDeselect={false}
                    onChange={(value) => {
                      const a = known.find((k) => pickKey(k) === value);
                      if (a) setForm((f) => fillFromAddress(f, a));
                      else set('pick', 'typed');
                    }}
                    error={errors.addressRef}
                    data-testid="analyse-address-pick"
                  />
                  {form.pick === 'typed' && (
                    <TextInput
                      label="Address (typed)"
                      placeholder="e.g. 14 Oak Road"
                      value={form.address}
                      onChange={(e) => set('address', e.currentTarget.value)}
                      error={errors.address}
                    />
                  )}
                  <Group grow align="flex-start">
                    <NativeSelect
                      label="Property type"
                      required
                      data={[{ value: '', label: 'Choose…' }, ...TYPE_OPTIONS]}
                      value={form.propertyType}
                      onChange={(e) =>
                        set('propertyType', e.currentTarget.value as AnalyseForm['propertyType'])
                      }
                      error={errors.propertyType}
                    />
                    <NumberInput
                      label="Bedrooms"
                      required
                      min={0}
                      max={ANALYSE_BOUNDS.bedrooms.max}
                      allowDecimal={false}
                      value={form.bedrooms}
                      onChange={(v) => set('bedrooms', v === '' ? '' : Number(v))}
                      error={errors.bedrooms}
                    />
                  </Group>
                  <Group grow align="flex-start">
                    <NumberInput
                      label="Floor area (m²)"
                      description="Optional"
                      min={0}
                      max={ANALYSE_BOUNDS.floorArea.max}
                      value={form.floorArea}
                      onChange={(v) => set('floorArea', v === '' ? '' : Number(v))}
                      error={errors.floorArea}
                    />
                    <NativeSelect
                      label="Tenure"
                      required
                      description=" "
                      data={[{ value: '', label: 'Choose…' }, ...TENURE_OPTIONS]}
                      value={form.tenure}
                      onChange={(e) =>
                        set('tenure', e.currentTarget.value as AnalyseForm['tenure'])
                      }
                      error={errors.tenure}
                    />
                  </Group>
                  {form.tenure !== '' && form.tenure !== 'freehold' && (
                    <NumberInput
                      label="Years left on the lease"
                      description="Optional: under 80 years is a short lease"
                      min={0}
                      max={ANALYSE_BOUNDS.leaseYears.max}
                      allowDecimal={false}
                      value={form.leaseYears}
                      onChange={(v) => set('leaseYears', v === '' ? '' : Number(v))}
                      error={errors.leaseYears}
                    />
                  )}
                  <Group grow align="flex-start">
                    <NumberInput
                      label="Asking price (£)"
                      required
                      min={0}
                      thousandSeparator=","
                      allowDecimal={false}
                      value={form.askingPrice}
                      onChange={(v) => set('askingPrice', v === '' ? '' : Number(v))}
                      error={errors.askingPrice}
                      description={form.priceQualifier || ' '}
                    />
                    <NumberInput
                      label="Rent it lets for (£ pcm)"
                      description="Optional: else the rent estimate"
                      min={0}
                      thousandSeparator=","
                      allowDecimal={false}
                      value={form.monthlyRent}
                      onChange={(v) => set('monthlyRent', v === '' ? '' : Number(v))}
                      error={errors.monthlyRent}
                    />
                  </Group>
                  <NativeSelect
                    label="Stamp duty for"
                    data={BUYER_OPTIONS}
                    value={form.buyer}
                    onChange={(e) => set('buyer', e.currentTarget.value as AnalyseForm['buyer'])}
                  />
                  {shownProblem && (
                    <Alert color="red" variant="light" data-testid="analyse-problem">
                      {shownProblem}
                    </Alert>
                  )}
                  <Group>
                    <Button type="submit" loading={run.isPending}>
                      Analyse
                    </Button>
                  </Group>
                </Stack>
              </Card>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            {result ? (
              <AnalyseResults result={result} />
            ) : (
              <Card withBorder radius="md" padding="lg">
                <Text c="dimmed" size="sm">
                  The figures appear here once the property is analysed: the estimate and how it was
                  made, the rent and the rentals used, the yield, the ROI as a single let and as an
                  HMO, stamp duty, the area and any price warnings.
                </Text>
              </Card>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

const SOURCE_LABELS = {
  listing: 'for sale',
  'price-paid': 'sold',
  epc: 'EPC',
  typed: 'typed',
} as const;

/** What "Fill from text" read, and what it could not. */
function ParsedReport({ parsed }: { parsed: ParsedListingText }) {
  return (
    <Stack gap={4} data-testid="analyse-parsed">
      {parsed.read.length > 0 && (
        <>
          <Text size="sm" fw={700}>
            Read from the text
          </Text>
          <List size="sm" spacing={2} data-testid="analyse-parsed-read">
            {parsed.read.map((r) => (
              <List.Item key={r.field}>
                {FIELD_LABELS[r.field] ?? r.field}: “{r.text}”
              </List.Item>
            ))}
          </List>
        </>
      )}
      {parsed.unread.length > 0 && (
        <>
          <Text size="sm" fw={700} c="orange.8">
            Not read: fill these in
          </Text>
          <List size="sm" spacing={2} data-testid="analyse-parsed-unread">
            {parsed.unread.map((u) => (
              <List.Item key={u.field}>
                {FIELD_LABELS[u.field] ?? u.field}: {u.reason}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
