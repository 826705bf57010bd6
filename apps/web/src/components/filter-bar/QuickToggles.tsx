import { Checkbox, Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { SearchFilter } from '@yardstick/core/search/filter';
import { hasKeyword, withField, withKeyword, type KeywordToggle } from './filter-model.ts';

const KEYWORD_LABELS: [KeywordToggle, string][] = [
  ['cashOnly', 'Cash Only'],
  ['hmo', 'HMO'],
  ['auction', 'Auction'],
];

type FlagKey = 'bmv' | 'negativeEquity' | 'commercial' | 'withSaleHistory';
const FLAG_LABELS: [FlagKey, string][] = [
  ['bmv', 'BMV'],
  ['negativeEquity', 'Negative Equity'],
  ['commercial', 'Commercial'],
  ['withSaleHistory', 'With Sale History'],
];

/** The picker's display: en-GB, as lib/format.ts writes dates ('11 Sep 2022'). */
const DATE_FORMAT = 'D MMM YYYY';
const today = () => new Date().toISOString().slice(0, 10);

export interface QuickTogglesProps {
  value: SearchFilter;
  onChange: (filter: SearchFilter) => void;
}

/**
 * The quick toggles (docs/product.md#quick-toggles): Cash Only, HMO and Auction add their keyword to the
 * match-all keywords; BMV, Negative Equity, Commercial and With Sale History are flags
 * (off = absent); Properties Later Than takes a date from Mantine's date picker, in en-GB
 * (the DatesProvider of app/providers.tsx: '11 Sep 2022', weeks from Monday).
 */
export function QuickToggles({ value, onChange }: QuickTogglesProps) {
  return (
    <Group gap="md" align="center" style={{ rowGap: 8 }}>
      {KEYWORD_LABELS.map(([toggle, label]) => (
        <Checkbox
          key={toggle}
          label={label}
          checked={hasKeyword(value, toggle)}
          onChange={(e) => onChange(withKeyword(value, toggle, e.currentTarget.checked))}
        />
      ))}
      {FLAG_LABELS.map(([key, label]) => (
        <Checkbox
          key={key}
          label={label}
          checked={value[key] === true}
          onChange={(e) => onChange(withField(value, key, e.currentTarget.checked || undefined))}
        />
      ))}
      <DatePickerInput
        size="xs"
        label="Properties Later Than"
        aria-label="Properties Later Than"
        placeholder="Any date"
        valueFormat={DATE_FORMAT}
        clearable
        maxDate={today()}
        value={value.propertiesAfter ?? null}
        onChange={(date) =>
          onChange(
            withField(
              value,
              'propertiesAfter',
              typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined,
            ),
          )
        }
        popoverProps={{ withinPortal: true }}
        styles={{
          root: { display: 'flex', alignItems: 'center', gap: 8 },
          label: { fontSize: 'var(--mantine-font-size-sm)', whiteSpace: 'nowrap', marginBottom: 0 },
          input: { minWidth: 120 },
        }}
      />
    </Group>
  );
}
