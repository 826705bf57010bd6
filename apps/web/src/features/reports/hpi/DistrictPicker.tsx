import { Button, Checkbox, Group, MultiSelect } from '@mantine/core';
import { useMemo } from 'react';
import { useDistricts } from '../api/get-districts.ts';

/** Top 5 or up to 10 districts picked by name; Search applies them to the chart. */
export function DistrictPicker({
  picked,
  topDistricts,
  onPick,
  onTop,
  onSearch,
}: {
  picked: string[];
  topDistricts: boolean;
  onPick: (codes: string[]) => void;
  onTop: (top: boolean) => void;
  onSearch: () => void;
}) {
  const districts = useDistricts();
  const options = useMemo(
    () =>
      (districts.data ?? []).map((d) => ({
        value: d.district_code,
        label: `${d.district_name} (${d.county_name})`,
      })),
    [districts.data],
  );
  return (
    <>
      <Checkbox
        label="Top 5 Capital Gains"
        checked={topDistricts}
        onChange={(e) => onTop(e.currentTarget.checked)}
      />
      <Group align="flex-end" wrap="wrap">
        <MultiSelect
          label="Districts"
          placeholder={topDistricts ? 'Top 5 chosen for you' : 'Type to search districts'}
          data={options}
          value={picked}
          onChange={onPick}
          searchable
          clearable
          maxValues={10}
          disabled={topDistricts}
          nothingFoundMessage="No district of that name"
          style={{ flex: 1, minWidth: 240 }}
          data-testid="hpi-districts"
        />
        <Button onClick={onSearch}>Search</Button>
      </Group>
    </>
  );
}
