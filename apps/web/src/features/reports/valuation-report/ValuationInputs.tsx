import { Select, SimpleGrid } from '@mantine/core';
import { PROPERTY_TYPE_NAMES } from '@yardstick/core/reports/valuation-query';
import type { ValuationForm } from '../api/prepare-valuation-query.ts';
import { TextFields, type TextFieldSpec } from '../TextFields.tsx';
import type { ValuationFormErrors } from './valuation-form.ts';

type TextField = Exclude<keyof ValuationForm, 'propertyType'>;

const FIELDS: TextFieldSpec<TextField>[] = [
  { key: 'postCode', label: 'Post code', placeholder: 'RG1 5AA' },
  { key: 'soldDate', label: 'Sold date', placeholder: 'yyyy-mm-dd' },
  { key: 'soldPrice', label: 'Sold price (£)', placeholder: '250000', inputMode: 'numeric' },
  { key: 'sqMts', label: 'Sq mts', placeholder: '85', inputMode: 'decimal' },
];

const TYPES = Object.entries(PROPERTY_TYPE_NAMES).map(([value, label]) => ({ value, label }));

/**
 * The valuation report's five inputs: postcode, sold date and price, floor area, type, each
 * with its message beside it.
 */
export function ValuationInputs({
  form,
  errors,
  onChange,
}: {
  form: ValuationForm;
  errors: ValuationFormErrors;
  onChange: (key: keyof ValuationForm, value: string) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }}>
      <TextFields fields={FIELDS} values={form} onChange={onChange} errors={errors} />
      <Select
        label="Property type"
        value={form.propertyType}
        onChange={(v) => onChange('propertyType', v ?? 'T')}
        allowDeselect={false}
        data={TYPES}
        error={errors.propertyType}
      />
    </SimpleGrid>
  );
}
