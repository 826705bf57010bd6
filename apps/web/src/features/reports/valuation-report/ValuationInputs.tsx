import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { PROPERTY_TYPE_NAMES } from '@yardstick/core/reports/valuation-query';
import type { ValuationForm } from '../api/prepare-valuation-query.ts';

type TextField = Exclude<keyof ValuationForm, 'propertyType'>;

const FIELDS: {
  key: TextField;
  label: string;
  placeholder: string;
  inputMode?: 'numeric' | 'decimal';
}[] = [
  { key: 'postCode', label: 'Post code', placeholder: 'RG1 5AA' },
  { key: 'soldDate', label: 'Sold date', placeholder: 'yyyy-mm-dd' },
  { key: 'soldPrice', label: 'Sold price (£)', placeholder: '250000', inputMode: 'numeric' },
  { key: 'sqMts', label: 'Sq mts', placeholder: '85', inputMode: 'decimal' },
];

const TYPES = Object.entries(PROPERTY_TYPE_NAMES).map(([value, label]) => ({ value, label }));

/** The valuation report's five inputs: postcode, sold date and price, floor area, type. */
export function ValuationInputs({
  form,
  onChange,
}: {
  form: ValuationForm;
  onChange: (key: keyof ValuationForm, value: string) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }}>
      {FIELDS.map((f) => (
        <TextInput
          key={f.key}
          label={f.label}
          placeholder={f.placeholder}
          inputMode={f.inputMode}
          value={form[f.key]}
          onChange={(e) => onChange(f.key, e.currentTarget.value)}
        />
      ))}
      <Select
        label="Property type"
        value={form.propertyType}
        onChange={(v) => onChange('propertyType', v ?? 'T')}
        allowDeselect={false}
        data={TYPES}
      />
    </SimpleGrid>
  );
}
