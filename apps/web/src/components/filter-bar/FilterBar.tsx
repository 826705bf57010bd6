import { Badge, Button } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { DEFAULT_FILTER, type SearchFilter } from '@yardstick/core/search/filter';
import { useState, type FormEvent } from 'react';
import { BedsFilter } from './BedsFilter.tsx';
import classes from './FilterBar.module.css';
import { isUnrestricted, withField, withoutLocation, withSuggestion } from './filter-model.ts';
import { LocationSearch } from './LocationSearch.tsx';
import { advancedCount, MoreFiltersPanel } from './MoreFiltersPanel.tsx';
import { PriceFilter } from './PriceFilter.tsx';
import { QuickToggles } from './QuickToggles.tsx';
import type { Range } from './RangeField.tsx';
import { TypeFilter } from './TypeFilter.tsx';
import { useLocationDraft } from './use-location-draft.ts';

export interface FilterBarProps {
  /** The filter in force. */
  value: SearchFilter;
  /** A new filter (the page resets paging and reloads). */
  onChange: (filter: SearchFilter) => void;
}

/**
 * The shared filter bar (docs/product.md#filter-bar): location box
 * with suggestions, property types, price, beds, the More panel, the quick toggles and the
 * Search button. Every control but the location box applies at once; the typed location
 * applies on Search (or Enter), a chosen suggestion at once. Used by the estimates grids
 * and favourites, and by the map and PLO views to come.
 */
export function FilterBar({ value, onChange }: FilterBarProps) {
  const location = useLocationDraft(value);
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
        <TypeFilter
          value={value.propertyTypes}
          onChange={(types) => onChange(withField(value, 'propertyTypes', types))}
        />
        <PriceFilter
          value={range('minPrice', 'maxPrice')}
          onChange={setRange('minPrice', 'maxPrice')}
        />
        <BedsFilter value={range('minBeds', 'maxBeds')} onChange={setRange('minBeds', 'maxBeds')} />
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
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          Search
        </Button>
        {!isUnrestricted(value) && (
          <Button
            variant="subtle"
            color="gray"
            onClick={() => onChange({ ...DEFAULT_FILTER, sort: value.sort })}
          >
            Clear all
          </Button>
        )}
      </div>
      <div className={classes.toggles}>
        <QuickToggles value={value} onChange={onChange} />
      </div>
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
