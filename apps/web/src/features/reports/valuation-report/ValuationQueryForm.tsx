import { Button, Group, Paper, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ApiClientError } from '../../../lib/api-client.ts';
import { usePrepareQuery, type ValuationForm } from '../api/prepare-valuation-query.ts';
import {
  EMPTY_VALUATION_FORM,
  fieldErrorsOf,
  valuationFormProblems,
  type ValuationFormErrors,
} from './valuation-form.ts';
import { ValuationInputs } from './ValuationInputs.tsx';

const QUERY_HELP =
  "One 'key = value' per line: postcode, sold_date, sold_price, sq_m, property_type (D, S, T, F, O), radius (metres), years. Edit it before asking.";

/** The five inputs, Prepare Query, the editable query and Get Valuation. */
export function ValuationQueryForm({
  problem,
  onProblem,
  onValue,
}: {
  /** Why the last query was refused (shown under it). */
  problem: string | null;
  onProblem: (problem: string | null) => void;
  onValue: (query: string) => void;
}) {
  const [form, setForm] = useState<ValuationForm>(EMPTY_VALUATION_FORM);
  const [errors, setErrors] = useState<ValuationFormErrors>({});
  const [query, setQuery] = useState('');
  const prepare = usePrepareQuery();
  // Each input is checked first and says what it needs; only a complete form is asked.
  const prepareQuery = () => {
    const problems = valuationFormProblems(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    prepare.mutate(form, {
      onSuccess: (res) => {
        setQuery(res.query);
        onProblem(null);
      },
      onError: (e) => {
        if (!(e instanceof ApiClientError)) return;
        const beside = fieldErrorsOf(e.fieldErrors);
        setErrors(beside);
        if (Object.keys(beside).length === 0) onProblem(e.message);
      },
    });
  };
  return (
    <Paper withBorder p="md" radius="md" mb="md">
      <ValuationInputs
        form={form}
        errors={errors}
        onChange={(key, value) => {
          setForm((f) => ({ ...f, [key]: value }));
          setErrors(({ [key]: _fixed, ...others }) => others);
        }}
      />
      <Group mt="md">
        <Button variant="light" onClick={prepareQuery}>
          Prepare Query
        </Button>
      </Group>
      <Textarea
        mt="md"
        label="Query"
        description={QUERY_HELP}
        autosize
        minRows={7}
        styles={{ input: { fontFamily: 'monospace' } }}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        error={problem}
        data-testid="valuation-query"
      />
      <Group mt="md">
        <Button disabled={query.trim() === ''} onClick={() => onValue(query)}>
          Get Valuation
        </Button>
      </Group>
    </Paper>
  );
}
