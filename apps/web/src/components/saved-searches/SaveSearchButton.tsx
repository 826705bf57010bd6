import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBellPlus } from '@tabler/icons-react';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  savedFilterParams,
  type AlertFrequency,
  type SavedSearchKind,
} from '@yardstick/core/alerts/alerts';
import { filterToQueryParams, type SearchFilter } from '@yardstick/core/search/filter';
import { useState, type FormEvent } from 'react';
import { formatGBP } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { useSaveSearch } from './api/save-search.ts';

const FREQUENCY_OPTIONS = ALERT_FREQUENCIES.map((value) => ({
  value,
  label: ALERT_FREQUENCY_LABELS[value],
}));

/**
 * A name for the search from what it asks: the place, the beds, the price band, the yield,
 * and for a PLO search its kind ("PLO: M21 3+ beds", "PLO: all areas" without filters).
 */
export function suggestedName(filter: SearchFilter, kind: SavedSearchKind = 'estimates'): string {
  const parts: string[] = [];
  const place =
    filter.searchText?.split(',')[0] ??
    filter.districts?.join(', ') ??
    filter.postCodes?.join(', ') ??
    filter.areaCodes?.join(', ') ??
    (filter.polygon ? 'Drawn area' : filter.center || filter.latitude ? 'Map circle' : undefined);
  if (filter.minBeds !== undefined) parts.push(`${filter.minBeds}+ beds`);
  if (place) parts.push(place);
  if (filter.minPrice !== undefined && filter.maxPrice !== undefined)
    parts.push(`${formatGBP(filter.minPrice)}-${formatGBP(filter.maxPrice)}`);
  else if (filter.maxPrice !== undefined) parts.push(`under ${formatGBP(filter.maxPrice)}`);
  else if (filter.minPrice !== undefined) parts.push(`over ${formatGBP(filter.minPrice)}`);
  if (filter.minYield !== undefined) parts.push(`${filter.minYield}%+ yield`);
  const named = parts.join(' ');
  if (kind === 'plo') return `PLO: ${named || 'all areas'}`;
  return named || 'For sale: all areas';
}

/**
 * "Save search" on the estimates and PLO searches (grid, map circle, drawn area): names the
 * search shown and chooses how often it alerts (issue 28). Signed-in members only.
 */
export function SaveSearchButton({
  kind,
  filter,
}: {
  kind: SavedSearchKind;
  filter: SearchFilter;
}) {
  const { data: session } = useSession();
  const [opened, modal] = useDisclosure(false);
  const [name, setName] = useState('');
  const [alert, setAlert] = useState<AlertFrequency>('instant');
  const save = useSaveSearch();
  if (!session || session.membershipExpired) return null;

  const open = () => {
    setName(suggestedName(filter, kind));
    modal.open();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { name, kind, alert, filter: savedFilterParams(filterToQueryParams(filter)) },
      { onSuccess: modal.close },
    );
  };
  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconBellPlus size={16} />}
        onClick={open}
        data-testid="save-search"
      >
        Save search
      </Button>
      <Modal opened={opened} onClose={modal.close} title="Save this search" centered>
        <form onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              We tell you when a listing comes up that matches every filter of this search, its
              estimate, BMV and yield included.
            </Text>
            <TextInput
              label="Name"
              value={name}
              maxLength={100}
              required
              onChange={(e) => setName(e.currentTarget.value)}
              data-autofocus
            />
            <Select
              label="Email alerts"
              data={FREQUENCY_OPTIONS}
              value={alert}
              allowDeselect={false}
              onChange={(v) => v && setAlert(v as AlertFrequency)}
              comboboxProps={{ withinPortal: true }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={modal.close}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
