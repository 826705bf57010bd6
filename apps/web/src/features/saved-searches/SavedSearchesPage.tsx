import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  type AlertFrequency,
  type AlertSettings,
  type SavedSearch,
} from '@yardstick/core/alerts/alerts';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs.tsx';
import { formatDate } from '../../lib/format.ts';
import { useDeleteSavedSearch } from './api/delete-saved-search.ts';
import { useAlertSettings } from './api/get-alert-settings.ts';
import { useSavedSearches } from './api/get-saved-searches.ts';
import { markSearchViewed } from './api/mark-search-viewed.ts';
import { useSaveAlertSettings } from './api/save-alert-settings.ts';
import { useUpdateSavedSearch } from './api/update-saved-search.ts';
import { filterSummary, searchHref } from './saved-search-view.ts';

const FREQUENCY_OPTIONS = ALERT_FREQUENCIES.map((value) => ({
  value,
  label: ALERT_FREQUENCY_LABELS[value],
}));

function SavedSearchCard({ search }: { search: SavedSearch }) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const navigate = useNavigate();
  const href = searchHref(search);
  const open = () => {
    void markSearchViewed(search.id).finally(() => navigate(href));
  };
  return (
    <Card withBorder padding="md" data-testid="saved-search" data-search-id={search.id}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Anchor
              component={Link}
              to={href}
              onClick={(e) => {
                e.preventDefault();
                open();
              }}
              fw={700}
              size="lg"
            >
              {search.name}
            </Anchor>
            <Badge variant="light" color={search.kind === 'plo' ? 'grape' : 'blue'}>
              {search.kind === 'plo' ? 'PLO' : 'For sale'}
            </Badge>
            {search.newMatches > 0 ? (
              <Badge color="green" data-testid="new-matches">
                {search.newMatches} new
              </Badge>
            ) : (
              <Text size="xs" c="dimmed" data-testid="new-matches">
                No new matches
              </Text>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {filterSummary(search.filter)}
          </Text>
          <Text size="xs" c="dimmed">
            Saved {formatDate(search.createdAt)}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <Select
            label="Email alerts"
            size="xs"
            w={150}
            data={FREQUENCY_OPTIONS}
            value={search.alert}
            allowDeselect={false}
            onChange={(v) =>
              v && update.mutate({ id: search.id, body: { alert: v as AlertFrequency } })
            }
            aria-label={`Email alerts for ${search.name}`}
          />
          <Button size="xs" onClick={open}>
            Open
          </Button>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Delete ${search.name}`}
              onClick={() => remove.mutate(search.id)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Card>
  );
}

function FavouriteAlerts() {
  const { data } = useAlertSettings();
  if (!data) return <Skeleton height={120} />;
  return <FavouriteAlertsForm initial={data} />;
}

function FavouriteAlertsForm({ initial }: { initial: AlertSettings }) {
  const save = useSaveAlertSettings();
  const [draft, setDraft] = useState<AlertSettings>(initial);
  const set = (patch: Partial<AlertSettings>) => setDraft({ ...draft, ...patch });
  return (
    <Card withBorder padding="md" data-testid="favourite-alerts">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Alerts on your favourites
        </Title>
        <Text size="sm" c="dimmed">
          For the properties and PLO pairs in your favourites, tell me when:
        </Text>
        <Group gap="lg" wrap="wrap">
          <Checkbox
            label="The price drops"
            checked={draft.priceDrop}
            onChange={(e) => set({ priceDrop: e.currentTarget.checked })}
          />
          <Checkbox
            label="The status changes (under offer, sold STC, withdrawn)"
            checked={draft.statusChange}
            onChange={(e) => set({ statusChange: e.currentTarget.checked })}
          />
          <Checkbox
            label="It is back on the market"
            checked={draft.backOnMarket}
            onChange={(e) => set({ backOnMarket: e.currentTarget.checked })}
          />
        </Group>
        <Group align="flex-end" gap="sm">
          <Select
            label="Email"
            size="sm"
            w={180}
            data={FREQUENCY_OPTIONS}
            value={draft.frequency}
            allowDeselect={false}
            onChange={(v) => v && set({ frequency: v as AlertFrequency })}
          />
          <Button onClick={() => save.mutate(draft)} loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /saved-searches (issue 28): the member's saved searches, each with its count of new
 * matches, its email alert (editable) and Open (the search, with its filter); and the alerts
 * on their favourites. An alert email's link `?open={id}` opens that search.
 */
export function SavedSearchesPage() {
  const { data, isPending, isError } = useSavedSearches();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const openId = params.get('open');
  useEffect(() => {
    const search = openId ? data?.find((s) => s.id === openId) : undefined;
    if (search) void markSearchViewed(search.id).finally(() => navigate(searchHref(search)));
  }, [openId, data, navigate]);

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <PageBreadcrumbs trail={[{ label: 'Saved searches' }]} />
        <Title order={1} fz={{ base: 22, md: 26 }}>
          Saved searches
        </Title>
        {isPending ? (
          <Stack gap="sm">
            <Skeleton height={90} />
            <Skeleton height={90} />
          </Stack>
        ) : isError ? (
          <Alert color="red">Your saved searches could not be loaded.</Alert>
        ) : data.length === 0 ? (
          <Card withBorder padding="xl" data-testid="saved-searches-empty">
            <Stack align="flex-start" gap="sm">
              <Text fw={700}>No saved searches yet.</Text>
              <Text size="sm" c="dimmed">
                Search properties for sale or PLO pairs, set the filters (BMV, yield, ROI and the
                estimate&apos;s confidence too), then Save search: we email you when a listing that
                matches comes up.
              </Text>
              <Button component={Link} to="/estimates-es">
                Search properties
              </Button>
            </Stack>
          </Card>
        ) : (
          <Stack gap="sm">
            {data.map((search) => (
              <SavedSearchCard key={search.id} search={search} />
            ))}
          </Stack>
        )}
        <FavouriteAlerts />
      </Stack>
    </Container>
  );
}
