import { Group, Stack, TextInput } from '@mantine/core';
import { FILTER_SLIDERS } from '@yardstick/core/search/constants';
import { useState, type KeyboardEvent } from 'react';
import { formatGBP, parseMoney } from '../../lib/format.ts';
import { FilterDropdown } from './FilterDropdown.tsx';
import { describeRange, RangeField, type Bound, type Range } from './RangeField.tsx';

/** '£250k', '£1.25m': short money for the button and slider labels. */
export function shortGBP(value: number): string {
  if (value >= 1_000_000) return `£${Number((value / 1_000_000).toFixed(2))}m`;
  if (value >= 1_000) return `£${Number((value / 1_000).toFixed(1))}k`;
  return `£${value}`;
}

/** Keeps min <= max: the bound just edited wins, the other follows it. */
export function orderedRange(range: Range, edited: 0 | 1): Range {
  const [lo, hi] = range;
  if (lo === undefined || hi === undefined || lo <= hi) return range;
  return edited === 0 ? [lo, lo] : [hi, hi];
}

interface MoneyInputProps {
  label: string;
  value: Bound;
  onCommit: (value: Bound) => void;
}

/**
 * A price box: formatted ('£250,000') until focused; what is typed is parsed on leaving (or Enter).
 * Only a box the user typed in commits: a box visited and left as it was changes nothing, since
 * its text was taken from a render that may not yet hold a bound just set (committing it undid
 * that bound: the e2e filter race, where the address had the maximum and the box did not yet).
 */
function MoneyInput({ label, value, onCommit }: MoneyInputProps) {
  const [draft, setDraft] = useState<{ text: string; typed: boolean } | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    if (!draft.typed) return;
    const text = draft.text.trim();
    const next = text === '' ? undefined : parseMoney(text);
    if (next !== value) onCommit(next);
  };
  return (
    <TextInput
      label={label}
      placeholder="No limit"
      inputMode="numeric"
      value={draft?.text ?? (value === undefined ? '' : formatGBP(value))}
      onFocus={() => setDraft({ text: value === undefined ? '' : formatGBP(value), typed: false })}
      onChange={(e) => setDraft({ text: e.currentTarget.value, typed: true })}
      onBlur={commit}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
      style={{ flex: 1 }}
    />
  );
}

export interface PriceFilterProps {
  value: Range;
  onChange: (value: Range) => void;
}

/** The Price dropdown: min and max boxes (formatted money) and a slider. */
export function PriceFilter({ value, onChange }: PriceFilterProps) {
  const bounds = FILTER_SLIDERS.price;
  const summary = describeRange(value, shortGBP);
  return (
    <FilterDropdown
      width={320}
      ariaLabel={`Price: ${summary}`}
      label={summary === 'Any' ? 'Price' : summary}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <MoneyInput
            label="Min price"
            value={value[0]}
            onCommit={(lo) => onChange(orderedRange([lo, value[1]], 0))}
          />
          <MoneyInput
            label="Max price"
            value={value[1]}
            onCommit={(hi) => onChange(orderedRange([value[0], hi], 1))}
          />
        </Group>
        <RangeField
          label="Price range"
          bounds={bounds}
          value={value}
          onChange={onChange}
          format={shortGBP}
        />
      </Stack>
    </FilterDropdown>
  );
}
