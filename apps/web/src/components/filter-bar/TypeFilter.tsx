import { Checkbox, Stack } from '@mantine/core';
import {
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type PropertyType,
} from '@yardstick/core/search/constants';
import { FilterDropdown } from './FilterDropdown.tsx';

/** 'Property type' (all), 'Flat', 'Terraced, Flat', '3 types'. */
export function typesSummary(types: readonly PropertyType[] | undefined): string {
  if (!types || types.length === 0) return 'Property type';
  if (types.length === PROPERTY_TYPES.length) return 'All types';
  if (types.length <= 2) return types.map((t) => PROPERTY_TYPE_LABELS[t]).join(', ');
  return `${types.length} types`;
}

export interface TypeFilterProps {
  value: PropertyType[] | undefined;
  /** undefined = all types (nothing is sent). */
  onChange: (value: PropertyType[] | undefined) => void;
}

/** The property type multi-select (Terraced, Detached, Semi Detached, Flat, Other). */
export function TypeFilter({ value, onChange }: TypeFilterProps) {
  const summary = typesSummary(value);
  return (
    <FilterDropdown
      width={220}
      ariaLabel={`Property type: ${summary === 'Property type' ? 'All' : summary}`}
      label={summary}
    >
      <Checkbox.Group
        label="Property type"
        value={value ?? []}
        onChange={(v) => {
          const types = PROPERTY_TYPES.filter((t) => v.includes(t));
          onChange(types.length === 0 ? undefined : types);
        }}
      >
        <Stack gap="xs" mt="xs">
          {PROPERTY_TYPES.map((t) => (
            <Checkbox key={t} value={t} label={PROPERTY_TYPE_LABELS[t]} />
          ))}
        </Stack>
      </Checkbox.Group>
    </FilterDropdown>
  );
}
