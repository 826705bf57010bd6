import { Button, Group, Paper, Textarea } from '@mantine/core';
import { useState } from 'react';
import { usePrepareQuery, type ValuationForm } from '../api/prepare-valuation-query.ts';
import { ValuationInputs } from './ValuationInputs.tsx';

const EMPTY_FORM: ValuationForm = {
  postCode: '',
  soldDate: '',
  soldPrice: '',
  sqMts: '',
  propertyType: 'T',
};

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
  const [form, setForm] = useState<ValuationForm>(EMPTY_FORM);
  const [query, setQuery] = useState('');
  const prepare = usePrepareQuery();
  const prepareQuery = () =>
    prepare.mutate(form, {
      onSuccess: (res) => {
        setQuery(res.query);
        onProblem(null);
      },
    });
  return (
    <Paper withBorder p="md" radius="md" mb="md">
      <ValuationInputs
        form={form}
        onChange={(key, value) => setForm((f) => ({ ...f, [key]: value }))}
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
