import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMapPinOff, IconMapSearch } from '@tabler/icons-react';
import { coverageText, type CoveragePlace } from '@yardstick/core/coverage';
import type { SearchFilter } from '@yardstick/core/search/filter';
import type { LocationSuggestion } from '@yardstick/core/search/location-suggestion';
import { useLocationSuggestions } from '../filter-bar/api/get-location-suggestions.ts';
import { withSuggestion } from '../filter-bar/filter-model.ts';
import { useCoverage } from '../../lib/coverage.ts';
import { noResultsReason, typedPlaceName } from './no-results-reason.ts';

export interface NoResultsReasonProps {
  filter: SearchFilter;
  onChange: (filter: SearchFilter) => void;
}

/** A district of the coverage as a suggestion to search. */
const districtSuggestion = (
  place: CoveragePlace,
): Pick<LocationSuggestion, 'type' | 'code' | 'label'> => ({
  type: 'district',
  code: place.districts[0]!,
  label: `${place.districts[0]}, ${place.place}`,
});

/**
 * Why the search found nothing, with one-click ways on (issue 14): an unrecognised place
 * with the location suggestions for what was typed (or the places the demo covers); a place
 * outside the demo's coverage with the covered places; else the filters.
 */
export function NoResultsReason({ filter, onChange }: NoResultsReasonProps) {
  const name = typedPlaceName(filter);
  const suggestions = useLocationSuggestions(name ?? '', name !== undefined);
  // What the user may have meant: places starting like the typed text.
  const prefix = name && name.length > 3 ? name.slice(0, 3) : '';
  const near = useLocationSuggestions(prefix, prefix !== '' && suggestions.data?.length === 0);
  const coverage = useCoverage();
  const places = coverage.isPending ? undefined : (coverage.data?.places ?? null);
  const reason = noResultsReason(
    filter,
    name !== undefined && suggestions.isSuccess ? suggestions.data : undefined,
    places,
  );
  const choose = (s: Pick<LocationSuggestion, 'type' | 'code' | 'label'>) =>
    onChange(withSuggestion(filter, s));

  if (reason.kind === 'filters') {
    return (
      <Text c="dimmed" size="sm" data-testid="no-results-reason" data-reason="filters">
        No properties match this search.
      </Text>
    );
  }

  const offers: Pick<LocationSuggestion, 'type' | 'code' | 'label'>[] =
    reason.kind === 'unrecognised' && (near.data?.length ?? 0) > 0
      ? near.data!.slice(0, 5)
      : (places ?? []).map(districtSuggestion);
  const covered = places && places.length > 0 ? coverageText(places) : null;

  return (
    <Alert
      color={reason.kind === 'unrecognised' ? 'orange' : 'blue'}
      icon={
        reason.kind === 'unrecognised' ? <IconMapPinOff size={18} /> : <IconMapSearch size={18} />
      }
      title={
        reason.kind === 'unrecognised'
          ? `“${reason.term}” is not a place or postcode we recognise`
          : `No properties for sale in ${reason.term}`
      }
      data-testid="no-results-reason"
      data-reason={reason.kind}
      mb="md"
    >
      <Text size="sm">
        {reason.kind === 'unrecognised'
          ? 'Check the spelling, or search a town, a postcode district such as RG1, or a full postcode.'
          : covered
            ? `The demo covers ${covered}.`
            : 'There are no listings there in the data loaded.'}
        {reason.kind === 'unrecognised' && covered && ` The demo covers ${covered}.`}
      </Text>
      {offers.length > 0 && (
        <Group gap="xs" mt="sm">
          <Text size="sm" fw={500}>
            {reason.kind === 'unrecognised' && (near.data?.length ?? 0) > 0
              ? 'Did you mean:'
              : 'Try:'}
          </Text>
          {offers.map((s) => (
            <Button
              key={`${s.type}-${s.code}`}
              size="compact-sm"
              variant="light"
              onClick={() => choose(s)}
            >
              {s.label}
            </Button>
          ))}
        </Group>
      )}
    </Alert>
  );
}
