import { Autocomplete, Button, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useLocationSuggestions } from '../../../components/filter-bar/api/get-location-suggestions.ts';
import { areaCodeOf } from './area-view.ts';

/** A postcode district or area, typed or picked from the suggestions' districts. */
export function AreaSearchForm({
  areaCode,
  onSearch,
}: {
  areaCode: string;
  onSearch: (code: string) => void;
}) {
  const [text, setText] = useState(areaCode);
  const [error, setError] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(text, 250);
  const suggestions = useLocationSuggestions(debounced);
  const options = [
    ...new Set(
      (suggestions.data ?? []).filter((s) => s.type === 'district').map((s) => `${s.code}`),
    ),
  ];
  const submit = (value: string) => {
    const parsed = areaCodeOf(value);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    setText(parsed.code);
    onSearch(parsed.code);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit(text);
      }}
    >
      <Group align="flex-start" mb="md">
        <Autocomplete
          aria-label="Postcode district or area"
          placeholder="e.g. RG1"
          value={text}
          onChange={setText}
          onOptionSubmit={submit}
          data={options}
          error={error}
          maw={260}
          style={{ flex: 1 }}
        />
        <Button type="submit">Search</Button>
      </Group>
    </form>
  );
}
