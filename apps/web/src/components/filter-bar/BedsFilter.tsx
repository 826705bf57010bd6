import { Button, Group, NativeSelect, Popover, Stack } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { FILTER_SLIDERS } from '@yardstick/core/search/constants';
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
    <Popover width={280} position="bottom-start" shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          rightSection={<IconChevronDown size={16} />}
          aria-label={`Beds: ${summary}`}
        >
          {summary === 'Any' ? 'Beds' : `${summary} beds`}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <NativeSelect
              label="Min beds"
              data={options}
              value={value[0] === undefined ? '' : String(value[0])}
              onChange={(e) =>
                onChange(orderedRange([toBound(e.currentTarget.value), value[1]], 0))
              }
              style={{ flex: 1 }}
            />
            <NativeSelect
              label="Max beds"
              data={options}
              value={value[1] === undefined ? '' : String(value[1])}
              onChange={(e) =>
                onChange(orderedRange([value[0], toBound(e.currentTarget.value)], 1))
              }
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
      </Popover.Dropdown>
    </Popover>
  );
}
