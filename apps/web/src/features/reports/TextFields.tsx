import { TextInput } from '@mantine/core';

export interface TextFieldSpec<Key extends string> {
  key: Key;
  label: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'decimal';
}

/** A form's text inputs, one per field, over a record of the typed values. */
export function TextFields<Key extends string>({
  fields,
  values,
  onChange,
  errors = {},
}: {
  fields: readonly TextFieldSpec<Key>[];
  values: Record<Key, string>;
  onChange: (key: Key, value: string) => void;
  errors?: Partial<Record<Key, string | null>>;
}) {
  return fields.map((f) => (
    <TextInput
      key={f.key}
      label={f.label}
      placeholder={f.placeholder}
      inputMode={f.inputMode}
      value={values[f.key]}
      onChange={(e) => onChange(f.key, e.currentTarget.value)}
      error={errors[f.key]}
    />
  ));
}
