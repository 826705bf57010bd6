import { Anchor, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { HpiReportPage } from '@yardstick/core/reports/hpi';
import { formatMonth } from '../../../lib/format.ts';
import { TablePager } from '../TablePager.tsx';
import { DurationRadios } from './DurationRadios.tsx';
import { hpiListPage } from './hpi-view.ts';
import { HpiListTable } from './HpiListTable.tsx';
import type { HpiListChoices } from './use-hpi-list-choices.ts';

/** The list view: duration, a region, county or district search, the sortable table and its pages of 15. */
export function HpiListPanel({
  choices: c,
  list,
  onChart,
}: {
  choices: HpiListChoices;
  list: UseQueryResult<HpiReportPage>;
  onChart: () => void;
}) {
  const from = list.data?.fromMonth;
  const total = list.data?.page.totalElements ?? 0;
  const shown = hpiListPage(list.data?.content ?? [], c.page, total);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <DurationRadios value={c.query.duration} onChange={c.setDuration} />
          <Anchor component="button" type="button" onClick={onChart}>
            Graphical View
          </Anchor>
        </Group>
        <TextInput
          placeholder="Region, county or district"
          aria-label="Search region, county or district"
          value={c.search}
          onChange={(e) => c.setSearch(e.currentTarget.value)}
          maw={360}
        />
        <Text size="sm" c="dimmed">
          Index change (%) of each property type from{' '}
          {from ? formatMonth(from) : 'the first month held'} to{' '}
          {formatMonth(list.data?.latestMonth ?? null)}; Other is the all-property-types index.
        </Text>
        <HpiListTable
          rows={shown.rows}
          sort={c.query.sort}
          onSort={c.sortBy}
          mixed={list.data?.source === 'mixed'}
        />
        {list.data && list.data.content.length === 0 && (
          <Text c="dimmed">No region, county or district matches.</Text>
        )}
        <TablePager
          count={`${total} districts`}
          totalPages={shown.totalPages}
          page={c.page}
          onPage={c.setPage}
        />
      </Stack>
    </Paper>
  );
}
