import { Checkbox, Group, TextInput } from '@mantine/core';
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

export interface QuickTogglesProps {
  value: SearchFilter;
  onChange: (filter: SearchFilter) => void;
}

/**
 * The quick toggles (docs/product.md#quick-toggles): Cash Only, HMO and Auction add their keyword to the
 * match-all keywords; BMV, Negative Equity, Commercial and With Sale History are flags
 * (off = absent); Properties Later Than takes a date (a native date input: @mantine/dates
 * is not installed).
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
      <TextInput
        type="date"
        size="xs"
        label="Properties Later Than"
        aria-label="Properties Later Than"
        value={value.propertiesAfter ?? ''}
        max={new Date().toISOString().slice(0, 10)}
        onChange={(e) => {
          const date = e.currentTarget.value;
          onChange(
            withField(
              value,
              'propertiesAfter',
              /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined,
            ),
          );
        }}
        styles={{
          root: { display: 'flex', alignItems: 'center', gap: 8 },
          label: { fontSize: 'var(--mantine-font-size-sm)', whiteSpace: 'nowrap', marginBottom: 0 },
        }}
      />
    </Group>
  );
}
