import { Badge, Button, CloseButton, Group, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconHistory, IconSearch } from '@tabler/icons-react';
import { DEFAULT_FILTER, type SearchFilter } from '@yardstick/core/search/filter';
import { useState, type FormEvent } from 'react';
import { PHONE_QUERY, usePhone } from '../../lib/phone.ts';
import { BedsFilter } from './BedsFilter.tsx';
import classes from './FilterBar.module.css';
import {
  activeFilterCount,
  isUnrestricted,
  locationLabel,
  withField,
  withoutLocation,
  withSuggestion,
} from './filter-model.ts';
import { LocationSearch } from './LocationSearch.tsx';
import { advancedCount, MoreFiltersPanel } from './MoreFiltersPanel.tsx';
import { PriceFilter } from './PriceFilter.tsx';
import { QuickToggles } from './QuickToggles.tsx';
import { restoredFilter, useRestoredFilter } from './restored-filter.ts';
import type { Range } from './RangeField.tsx';
import { TypeFilter } from './TypeFilter.tsx';
import { useLocationDraft } from './use-location-draft.ts';

export interface FilterBarProps {
  /** The filter in force. */
  value: SearchFilter;
  /** A new filter (the page resets paging and reloads). */
  onChange: (filter: SearchFilter) => void;
}

/** Phones: below this the filters fold behind a Filters button (lib/phone.ts, Mantine's xs). */
export const FOLD_FILTERS_QUERY = PHONE_QUERY;

/** The filters besides the location, counted for the Filters button. */
function otherFilterCount(filter: SearchFilter): number {
  return activeFilterCount(withoutLocation(filter));
}

/**
 * The shared filter bar (docs/product.md#filter-bar): location box
 * with suggestions, property types, price, beds, the More panel, the quick toggles and the
 * Search button. Every control but the location box applies at once; the typed location
 * applies on Search (or Enter), a chosen suggestion at once. Used by the estimates grids
 * and favourites, and by the map and PLO views to come.
 */
export function FilterBar({ value, onChange }: FilterBarProps) {
  // The filter remembered from the last visit is said so, with a one-click clear.
  const restored = useRestoredFilter();
  const location = useLocationDraft(value);
  // On a phone the bar is the location box, Search and a Filters button; the rest opens below.
  // Read on the first render: folding after it shifted the page (and the place Back restores).
  const phone = usePhone();
  const [unfolded, setUnfolded] = useState(false);
  const folded = phone && !unfolded;
  const others = otherFilterCount(value);
  const clearAll = () => onChange({ ...DEFAULT_FILTER, sort: value.sort });
  const [panelDraft, setPanelDraft] = useState<SearchFilter | null>(null);
  const more = advancedCount(value);

  const range = (lo: keyof SearchFilter, hi: keyof SearchFilter): Range => [
    value[lo] as number | undefined,
    value[hi] as number | undefined,
  ];
  const setRange =
    (lo: keyof SearchFilter, hi: keyof SearchFilter) =>
    ([min, max]: Range) =>
      onChange(withField(withField(value, lo, min), hi, max));

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange(location.apply(value));
  }

  function closePanel() {
    if (panelDraft) onChange(panelDraft);
    setPanelDraft(null);
  }

  const filtersButton = phone && (
    <Button
      variant={unfolded ? 'light' : 'default'}
      leftSection={<IconAdjustmentsHorizontal size={16} />}
      rightSection={
        others > 0 ? (
          <Badge size="sm" circle aria-hidden>
            {others}
          </Badge>
        ) : null
      }
      aria-expanded={unfolded}
      aria-controls="filter-bar-filters"
      aria-label={`Filters${others > 0 ? `, ${others} set` : ''}`}
      onClick={() => setUnfolded((u) => !u)}
      data-testid="filters-toggle"
    >
      Filters
    </Button>
  );

  return (
    <form className={classes.bar} onSubmit={submit} role="search" aria-label="Filter properties">
      <div className={classes.row}>
        <LocationSearch
          className={classes.location}
          value={location.text}
          onChange={location.type}
          onPick={(suggestion) => onChange(withSuggestion(value, suggestion))}
          onClear={() => onChange(withoutLocation(value))}
        />
        {filtersButton}
        {phone && (
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            Search
          </Button>
        )}
        {!folded && (
          <div className={classes.filters} id="filter-bar-filters">
            <TypeFilter
              value={value.propertyTypes}
              onChange={(types) => onChange(withField(value, 'propertyTypes', types))}
            />
            <PriceFilter
              value={range('minPrice', 'maxPrice')}
              onChange={setRange('minPrice', 'maxPrice')}
            />
            <BedsFilter
              value={range('minBeds', 'maxBeds')}
              onChange={setRange('minBeds', 'maxBeds')}
            />
            <Button
              variant="default"
              leftSection={<IconAdjustmentsHorizontal size={16} />}
              rightSection={
                more > 0 ? (
                  <Badge size="sm" circle aria-label={`${more} set`}>
                    {more}
                  </Badge>
                ) : null
              }
              onClick={() => setPanelDraft(value)}
            >
              More
            </Button>
            {!phone && (
              <Button type="submit" leftSection={<IconSearch size={16} />}>
                Search
              </Button>
            )}
            {!isUnrestricted(value) && (
              <Button variant="subtle" color="gray" onClick={clearAll}>
                Clear all
              </Button>
            )}
          </div>
        )}
      </div>
      {!folded && (
        <div className={classes.toggles}>
          <QuickToggles value={value} onChange={onChange} />
        </div>
      )}
      {restored && !isUnrestricted(value) && (
        <Group
          className={classes.restored}
          gap="xs"
          wrap="nowrap"
          justify="space-between"
          role="status"
          data-testid="restored-filter"
        >
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconHistory size={16} aria-hidden style={{ flex: 'none' }} />
            <Text size="sm">{restoredText(value)}</Text>
          </Group>
          <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
            <Button size="compact-sm" variant="light" onClick={clearAll}>
              Clear filters
            </Button>
            <CloseButton
              size="sm"
              aria-label="Keep these filters"
              onClick={() => restoredFilter.set(false)}
            />
          </Group>
        </Group>
      )}
      <MoreFiltersPanel
        opened={panelDraft !== null}
        value={panelDraft ?? value}
        onChange={setPanelDraft}
        onDone={closePanel}
        onClose={closePanel}
      />
    </form>
  );
}

/** "Filters from your last visit: Reading and 2 more filters". */
export function restoredText(filter: SearchFilter): string {
  const place = locationLabel(filter);
  const others = otherFilterCount(filter);
  const more = others === 1 ? '1 filter' : `${others} filters`;
  const what = place ? (others > 0 ? `${place} and ${more}` : place) : more;
  return `Filters from your last visit: ${what}`;
}
