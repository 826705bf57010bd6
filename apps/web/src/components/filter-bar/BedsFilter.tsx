import { Group, NativeSelect, Stack } from '@mantine/core';
import { FILTER_SLIDERS } from '@yardstick/core/search/constants';
import { FilterDropdown } from './FilterDropdown.tsx';
import { orderedRange } from './PriceFilter.tsx';
import { describeRange, RangeField, type Bound, type Range } from './RangeField.tsx';

const bounds = FILTER_SLIDERS.beds;
const bedsText = (n: number) => (n === 0 ? 'Studio' : String(n));
const options = [
  { value: '', label: 'Any' },
  ...Array.from({ length: bounds.max - bounds.min + 1 }, (_, i) => ({
    value: String(bounds.min + i),
    label: bedsText(bounds.min + i),
  })),
];

const toBound = (text: string): Bound => (text === '' ? undefined : Number(text));

export interface BedsFilterProps {
  value: Range;
  onChange: (value: Range) => void;
}

/** The Beds dropdown: min and max bedrooms, 0 (studio) to 10. */
export function BedsFilter({ value, onChange }: BedsFilterProps) {
  const summary = describeRange(value, bedsText);
  return (
    <FilterDropdown
      width={280}
      ariaLabel={`Beds: ${summary}`}
      label={summary === 'Any' ? 'Beds' : `${summary} beds`}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <NativeSelect
            label="Min beds"
            data={options}
            value={value[0] === undefined ? '' : String(value[0])}
            onChange={(e) => onChange(orderedRange([toBound(e.currentTarget.value), value[1]], 0))}
            style={{ flex: 1 }}
          />
          <NativeSelect
            label="Max beds"
            data={options}
            value={value[1] === undefined ? '' : String(value[1])}
            onChange={(e) => onChange(orderedRange([value[0], toBound(e.currentTarget.value)], 1))}
            style={{ flex: 1 }}
          />
        </Group>
        <RangeField
          label="Bedrooms"
          bounds={bounds}
          value={value}
          onChange={onChange}
          format={bedsText}
        />
      </Stack>
    </FilterDropdown>
  );
}
