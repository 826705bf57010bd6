import { Alert, Badge, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Job } from '@yardstick/core/jobs';
import { ResponsiveTable, type TableColumn } from '../../components/ResponsiveTable.tsx';
import { useJobs } from './api/jobs.ts';

const OUTCOME_COLOR = { running: 'blue', succeeded: 'teal', failed: 'red' } as const;

function when(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

function every(job: Job): string {
  if (job.everySeconds === null) return 'when asked';
  if (!job.enabled) return 'off';
  const s = job.everySeconds;
  if (s % 3600 === 0) return `every ${s / 3600} h`;
  if (s % 60 === 0) return `every ${s / 60} min`;
  return `every ${s} s`;
}

function LastRun({ job }: { job: Job }) {
  const run = job.lastRun;
  if (!run) return <Text size="sm">not run yet</Text>;
  return (
    <Stack gap={2}>
      <Badge color={OUTCOME_COLOR[run.outcome]} variant="light" style={{ overflow: 'visible' }}>
        {run.outcome}
      </Badge>
      {run.summary && <Text size="xs">{run.summary}</Text>}
      {run.failedAt && (
        <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
          Last failed {when(run.failedAt)}: {run.error}
        </Text>
      )}
    </Stack>
  );
}

const COLUMNS: readonly TableColumn<Job>[] = [
  {
    label: 'Job',
    cell: (j) => (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {j.name}
        </Text>
        <Text size="xs" c="dimmed">
          {j.description}
        </Text>
      </Stack>
    ),
  },
  { label: 'Runs', nowrap: true, cell: every },
  { label: 'Once across processes', cell: (j) => <Text size="xs">{j.once}</Text> },
  { label: 'Last started', nowrap: true, cell: (j) => when(j.lastRun?.startedAt) },
  { label: 'Finished', nowrap: true, cell: (j) => when(j.lastRun?.finishedAt) },
  { label: 'Last run', cell: (j) => <LastRun job={j} /> },
];

/** The operator's page's background jobs (src/jobs of the API): each with its last run. */
export function JobsSection() {
  const { data, error, isPending } = useJobs();
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label="Background jobs">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Background jobs
        </Title>
        <Text size="sm" c="dimmed">
          What the server runs by itself, how often (set in its configuration), and how each runs
          once when several server processes share the database.
        </Text>
        {isPending && <Skeleton h={120} />}
        {error && (
          <Alert color="red" title="The jobs could not be loaded">
            {error.message}
          </Alert>
        )}
        {data && (
          <ResponsiveTable
            columns={COLUMNS}
            rows={data.jobs}
            rowKey={(j) => j.name}
            label="Background jobs and their last runs"
            minWidth={900}
            cardColumns={1}
            testId="jobs"
          />
        )}
      </Stack>
    </Card>
  );
}
