import { Button, Chip, Group, Paper, SimpleGrid } from '@mantine/core';
import { PROPERTY_TYPE_NAMES } from '@yardstick/core/reports/valuation-query';
import { useState } from 'react';
import type { PostcodeFilter } from '../api/get-postcode-valuation.ts';
import { TextFields, type TextFieldSpec } from '../TextFields.tsx';
import {
  EMPTY_POSTCODE_FORM,
  postcodeFilterOf,
  type PostcodeFilterForm,
} from './valuation-view.ts';

type TextField = Exclude<keyof PostcodeFilterForm, 'types'>;

const FIELDS: TextFieldSpec<TextField>[] = [
  { key: 'location', label: 'Location (postcode)', placeholder: 'RG1 4AY' },
  { key: 'minPrice', label: 'Min price (£)' },
  { key: 'maxPrice', label: 'Max price (£)' },
  { key: 'minArea', label: 'Min floor area (m²)' },
  { key: 'maxArea', label: 'Max floor area (m²)' },
];

/** The postcode, price and floor area bounds and property types; Search values the postcode. */
export function ValuationFilterForm({ onSearch }: { onSearch: (filter: PostcodeFilter) => void }) {
  const [form, setForm] = useState<PostcodeFilterForm>(EMPTY_POSTCODE_FORM);
  const [error, setError] = useState<string | null>(null);
  const search = () => {
    const result = postcodeFilterOf(form);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    setForm((f) => ({ ...f, location: result.filter.postCode }));
    onSearch(result.filter);
  };
  return (
    <Paper withBorder p="md" radius="md" mb="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }}>
          <TextFields
            fields={FIELDS}
            values={form}
            onChange={(key, value) => setForm((old) => ({ ...old, [key]: value }))}
            errors={{ location: error }}
          />
        </SimpleGrid>
        <Group mt="sm" justify="space-between">
          <Chip.Group
            multiple
            value={form.types}
            onChange={(types) => setForm((f) => ({ ...f, types }))}
          >
            <Group gap={6}>
              {Object.entries(PROPERTY_TYPE_NAMES).map(([value, label]) => (
                <Chip key={value} value={value} size="xs">
                  {label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Button type="submit">Search</Button>
        </Group>
      </form>
    </Paper>
  );
}
