import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Container,
  Group,
  List,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Feed, FeedRun } from '@yardstick/core/feeds';
import { ResponsiveTable, type TableColumn } from '../../components/ResponsiveTable.tsx';
import { ApiClientError } from '../../lib/api-client.ts';
import { formatNumber } from '../../lib/format.ts';
import { useFeeds, useRunFeed } from './api/feeds.ts';
import { JobsSection } from './JobsSection.tsx';

const STATUS_COLOR = { running: 'blue', succeeded: 'teal', failed: 'red' } as const;

function when(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

function RunStatus({ run }: { run: FeedRun }) {
  if (run.status !== 'running') {
    return (
      <Stack gap={2}>
        <Badge color={STATUS_COLOR[run.status]} variant="light" style={{ overflow: 'visible' }}>
          {run.status}
        </Badge>
        {run.error && (
          <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
            {run.error}
          </Text>
        )}
      </Stack>
    );
  }
  const percent =
    run.progress && run.progress.total > 0 ? (100 * run.progress.done) / run.progress.total : 0;
  return (
    <Stack gap={4} miw={120}>
      <Badge color="blue" variant="light">
        running {run.progress ? `${Math.round(percent)}%` : ''}
      </Badge>
      {run.progress && (
        <Progress
          value={percent}
          size="sm"
          animated
          aria-label={`Run progress ${Math.round(percent)}%`}
        />
      )}
      {run.message && (
        <Text size="xs" c="dimmed">
          {run.message}
        </Text>
      )}
    </Stack>
  );
}

const count = (n: number) => formatNumber(n);

const COLUMNS: readonly TableColumn<FeedRun>[] = [
  { label: 'Started', nowrap: true, cell: (r) => when(r.startedAt) },
  { label: 'Finished', nowrap: true, cell: (r) => when(r.finishedAt) },
  { label: 'Status', cell: (r) => <RunStatus run={r} /> },
  {
    label: 'Files',
    numeric: true,
    cell: (r) => (r.filesFailed > 0 ? `${r.files} (${r.filesFailed} failed)` : r.files),
  },
  { label: 'Read', numeric: true, cell: (r) => count(r.rowsRead) },
  { label: 'New', numeric: true, cell: (r) => count(r.rowsNew) },
  { label: 'Updated', numeric: true, cell: (r) => count(r.rowsUpdated) },
  { label: 'Withdrawn', numeric: true, cell: (r) => count(r.rowsWithdrawn) },
  { label: 'Rejected', numeric: true, cell: (r) => count(r.rowsRejected) },
];

/** `fetchedAt`: when the list was fetched (a feed due before then says so). */
function FeedCard({ feed, fetchedAt }: { feed: Feed; fetchedAt: number }) {
  const run = useRunFeed();
  const running = feed.runs[0]?.status === 'running';
  const withRejections = feed.runs.find((r) => r.rejections.length > 0);
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={`Feed ${feed.name}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs">
              <Title order={2} fz="lg">
                {feed.name}
              </Title>
              <Badge variant="outline">{feed.kind.toUpperCase()}</Badge>
              {feed.full && <Badge variant="light">full snapshots</Badge>}
              {!feed.enabled && <Badge color="gray">disabled</Badge>}
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              <Code>{feed.location}</Code> · every {feed.every} · next run{' '}
              {new Date(feed.nextRunAt).getTime() <= fetchedAt ? 'due now' : when(feed.nextRunAt)}
            </Text>
          </Stack>
          <Button
            onClick={() => run.mutate(feed.name)}
            loading={run.isPending}
            disabled={running}
            variant="filled"
            color="navy"
          >
            {running ? 'Running…' : 'Run now'}
          </Button>
        </Group>
        {feed.runs.length === 0 ? (
          <Text size="sm" c="dimmed">
            Not run yet.
          </Text>
        ) : (
          <ResponsiveTable
            columns={COLUMNS}
            rows={feed.runs}
            rowKey={(r) => r.id}
            label={`Recent runs of ${feed.name}`}
            minWidth={760}
            cardColumns={2}
            testId={`runs-${feed.name}`}
          />
        )}
        {withRejections && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              First rejections of the run started {when(withRejections.startedAt)}
            </Text>
            <List size="sm" spacing={2}>
              {withRejections.rejections.slice(0, 5).map((e, i) => (
                <List.Item key={i} style={{ overflowWrap: 'anywhere' }}>
                  {e.file ? `${e.file} ` : ''}line {e.line}: {e.reason}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /operator/feeds: the operator's feeds, their last runs, "Run now" (docs/feeds.md); then the
 * server's background jobs with their last runs.
 */
export function FeedsPage() {
  const { data, error, isPending, dataUpdatedAt } = useFeeds();
  const forbidden = error instanceof ApiClientError && error.status === 403;
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, md: 28 }}>
          Feeds
        </Title>
        <Text c="dimmed" size="sm">
          Listing feeds the server runs on their schedule: drop folders and URLs. Set them up with{' '}
          <Code>npm run data -- feeds add</Code> (see docs/feeds.md).
        </Text>
        {isPending && <Skeleton h={200} />}
        {forbidden && (
          <Alert color="orange" title="Operators only">
            This page is for the operator of this Yardstick. Ask them to grant your account the
            operator role.
          </Alert>
        )}
        {error && !forbidden && (
          <Alert color="red" title="The feeds could not be loaded">
            {error.message}
          </Alert>
        )}
        {data?.feeds.length === 0 && (
          <Alert title="No feeds yet">
            Add one with{' '}
            <Code>npm run data -- feeds add NAME --kind blm --from DIR --every 1h</Code>.
          </Alert>
        )}
        {data?.feeds.map((feed) => (
          <FeedCard key={feed.name} feed={feed} fetchedAt={dataUpdatedAt} />
        ))}
        {!forbidden && <JobsSection />}
      </Stack>
    </Container>
  );
}
