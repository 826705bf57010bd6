import { Anchor, Group, NativeSelect, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import {
  DEFAULT_SORT,
  SORT_OPTIONS,
  type SearchSort,
  type SortField,
} from '@yardstick/core/search/constants';

type SortOption = { label: string; field: SortField; direction: SearchSort['direction'] };

/** The next sort after clicking a link: the active one flips, another starts its own way. */
export function nextSort(
  current: SearchSort,
  field: SortField,
  options: readonly SortOption[] = SORT_OPTIONS,
): SearchSort {
  if (current.field === field) {
    return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  const option = options.find((o) => o.field === field);
  return { field, direction: option?.direction ?? 'desc' };
}

export interface SortProps {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}

/** The links offered (default: the estimates search's SORT_OPTIONS; the PLO lists pass theirs). */
export interface SortLinksProps extends SortProps {
  options?: readonly SortOption[];
}

/** The ES grid's sort links (docs/product.md#sorting); clicking the active one flips the direction. */
export function SortLinks({ value, onChange, options = SORT_OPTIONS }: SortLinksProps) {
  return (
    <Group gap="xs" component="nav" aria-label="Sort by" style={{ rowGap: 4 }}>
      <Text size="sm" c="dimmed">
        Sort by:
      </Text>
      {options.map((option) => {
        const active = value.field === option.field;
        const Arrow = value.direction === 'asc' ? IconArrowUp : IconArrowDown;
        return (
          <Anchor
            key={option.field}
            component="button"
            type="button"
            size="sm"
            fw={active ? 700 : 500}
            c={active ? undefined : 'dimmed'}
            underline={active ? 'always' : 'hover'}
            aria-current={active ? 'true' : undefined}
            aria-label={
              active
                ? `${option.label}, ${value.direction === 'asc' ? 'ascending' : 'descending'}: click to reverse`
                : `Sort by ${option.label}`
            }
            onClick={() => onChange(nextSort(value, option.field, options))}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}
          >
            {option.label}
            {active && <Arrow size={14} aria-hidden />}
          </Anchor>
        );
      })}
    </Group>
  );
}

const LABEL: Record<SortField, [string, string]> = {
  // Short enough for the select's width whole (a PLO map reached with the grid's sort reversed).
  updated_on: ['Oldest first', 'Recently Added'],
  avg_bmv: ['BMV: lowest first', 'BMV: highest first'],
  roi: ['ROI: lowest first', 'ROI: highest first'],
  bedrooms: ['Bedrooms: fewest first', 'Bedrooms: most first'],
  list_price: ['Price: lowest first', 'Price: highest first'],
  crime_rate: ['Crimes: fewest first', 'Crimes: most first'],
  price_variation: ['Price reduced: most first', 'Price change: largest rise first'],
  avg_yield: ['Yield: lowest first', 'Yield: highest first'],
  more_deprived: ['Deprivation: most deprived first', 'Deprivation: least deprived first'],
};

/** The sort select of the paged grid: the list of docs/product.md#sorting (updated_on desc first). */
const SELECT_SORTS: SearchSort[] = [
  DEFAULT_SORT,
  { field: 'avg_bmv', direction: 'asc' },
  { field: 'avg_bmv', direction: 'desc' },
  { field: 'roi', direction: 'desc' },
  { field: 'roi', direction: 'asc' },
  { field: 'bedrooms', direction: 'desc' },
  { field: 'bedrooms', direction: 'asc' },
  { field: 'list_price', direction: 'asc' },
  { field: 'list_price', direction: 'desc' },
];

const key = (s: SearchSort) => `${s.field},${s.direction}`;
const labelOf = (s: SearchSort) => LABEL[s.field][s.direction === 'asc' ? 0 : 1];

/** The choices of a sort select (default: the estimates search's, labelled by LABEL). */
export interface SortSelectProps extends SortProps {
  choices?: readonly { label: string; sort: SearchSort }[];
}

export function SortSelect({ value, onChange, choices }: SortSelectProps) {
  const list = choices ?? SELECT_SORTS.map((sort) => ({ label: labelOf(sort), sort }));
  const options = list.some((c) => key(c.sort) === key(value))
    ? list
    : [...list, { label: labelOf(value), sort: value }];
  return (
    <NativeSelect
      aria-label="Sort by"
      size="sm"
      w={230}
      data={options.map((c) => ({ value: key(c.sort), label: c.label }))}
      value={key(value)}
      onChange={(e) => {
        const [field, direction] = e.currentTarget.value.split(',') as [SortField, 'asc' | 'desc'];
        onChange({ field, direction });
      }}
    />
  );
}
