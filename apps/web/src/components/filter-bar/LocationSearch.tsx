import {
  Badge,
  CloseButton,
  Combobox,
  Group,
  Loader,
  Text,
  TextInput,
  useCombobox,
  type MantineSize,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import type { LocationSuggestion, LocationType } from '@yardstick/core/search/location-suggestion';
import { SUGGEST_MIN_CHARS, useLocationSuggestions } from './api/get-location-suggestions.ts';

export const LOCATION_PLACEHOLDER = 'Search City, Post Code';

const TYPE_LABELS: Record<LocationType, string> = {
  postcode: 'Postcode',
  sector: 'Sector',
  district: 'District',
  town: 'Town',
  county: 'County',
};

export interface LocationSearchProps {
  /** The text in the box. */
  value: string;
  /** Typing. */
  onChange: (text: string) => void;
  /** A suggestion chosen (click, or arrow keys and Enter). */
  onPick: (suggestion: LocationSuggestion) => void;
  /** The clear button. */
  onClear?: () => void;
  size?: MantineSize;
  className?: string;
}

/**
 * The location box (docs/product.md#location-box): suggestions from our own places
 * (GET /api/master/postcode/area) as the user types, debounced; arrow keys move through
 * them, Enter or a click chooses one, Escape closes the list. Enter without a highlighted
 * suggestion submits the surrounding form with the typed text.
 */
export function LocationSearch({
  value,
  onChange,
  onPick,
  onClear,
  size = 'sm',
  className,
}: LocationSearchProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [editing, setEditing] = useState(false);
  const [debounced] = useDebouncedValue(value, 200);
  // Only while the user is in the box: a location shown from the address asks nothing.
  const { data, isFetching } = useLocationSuggestions(debounced, editing);
  const typed = editing && value.trim().length >= SUGGEST_MIN_CHARS;
  const suggestions = typed ? (data ?? []) : [];

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(index) => {
        const suggestion = suggestions[Number(index)];
        combobox.closeDropdown();
        if (suggestion) onPick(suggestion);
      }}
      withinPortal
    >
      <Combobox.Target>
        <TextInput
          className={className}
          size={size}
          aria-label="Location"
          placeholder={LOCATION_PLACEHOLDER}
          value={value}
          autoComplete="off"
          leftSection={<IconMapPin size={18} aria-hidden />}
          rightSection={
            isFetching && typed ? (
              <Loader size={14} />
            ) : value ? (
              <CloseButton
                size="sm"
                aria-label="Clear location"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  onChange('');
                  onClear?.();
                  combobox.closeDropdown();
                }}
              />
            ) : null
          }
          onChange={(e) => {
            onChange(e.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => {
            setEditing(true);
            combobox.openDropdown();
          }}
          onBlur={() => {
            setEditing(false);
            combobox.closeDropdown();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={suggestions.length === 0}>
        <Combobox.Options aria-label="Location suggestions">
          {suggestions.map((s, i) => (
            <Combobox.Option value={String(i)} key={`${s.type}:${s.code}`}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" truncate>
                  {s.label}
                </Text>
                <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                  {TYPE_LABELS[s.type]}
                </Badge>
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
