import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { YieldBarChart } from '../../../components/charts/YieldBarChart.tsx';
import { useAreaYields, type YieldOrder } from '../api/get-area-yields.ts';
import { TablePager } from '../TablePager.tsx';
import { yieldText } from './area-view.ts';
import { YieldTable } from './YieldTable.tsx';

/** The area's postcodes by yield, highest or lowest first: a bar chart and a paged table. */
export function YieldSection({ areaCode, order }: { areaCode: string; order: YieldOrder }) {
  const [page, setPage] = useState(0);
  const yields = useAreaYields(areaCode, order, page);
  const high = order === 'high';
  const rows = yields.data?.content ?? [];
  const bars = rows.map((r) => `${r.area} ${yieldText(r.avg_yield, '%')}`).join(', ');
  return (
    <Paper withBorder p="md" radius="md" data-testid={`yields-${order}`}>
      <Title order={2} size="h4" mb="sm">
        {high ? 'HIGH YIELDING POSTCODES' : 'LOW YIELDING POSTCODES'}
      </Title>
      {yields.isPending ? (
        <Skeleton height={240} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">No postcode here has enough sale and rental listings for a yield.</Text>
      ) : (
        <Stack gap="sm">
          <YieldBarChart
            rows={rows}
            colour={high ? 'teal.6' : 'orange.6'}
            label={`Gross yield of ${rows.length} postcodes of ${areaCode}, ${high ? 'highest' : 'lowest'} first: ${bars}`}
          />
          <YieldTable rows={rows} />
          <TablePager
            count={`${yields.data?.page.totalElements ?? 0} postcodes`}
            totalPages={yields.data?.page.totalPages ?? 0}
            page={page}
            onPage={setPage}
          />
        </Stack>
      )}
    </Paper>
  );
}
