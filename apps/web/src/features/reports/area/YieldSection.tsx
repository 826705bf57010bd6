import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { YieldBarChart } from '../../../components/charts/YieldBarChart.tsx';
import { useAreaYields, type YieldOrder } from '../api/get-area-yields.ts';
import { TablePager } from '../TablePager.tsx';
import { yieldListNote, yieldText } from './area-view.ts';
import { YieldTable } from './YieldTable.tsx';

/**
 * One half of the area's postcodes by yield (the API splits them once: the higher half
 * highest first, the lower half lowest first): a bar chart and a paged table.
 */
export function YieldSection({
  areaCode,
  order,
  yieldPostcodes,
}: {
  areaCode: string;
  order: YieldOrder;
  /** How many of the area's postcodes have a yield (both lists together). */
  yieldPostcodes: number;
}) {
  const [page, setPage] = useState(0);
  const yields = useAreaYields(areaCode, order, page);
  const high = order === 'high';
  const rows = yields.data?.content ?? [];
  const bars = rows.map((r) => `${r.area} ${yieldText(r.avg_yield, '%')}`).join(', ');
  const note = yieldListNote(order, yieldPostcodes);
  return (
    <Paper withBorder p="md" radius="md" data-testid={`yields-${order}`}>
      <Title order={2} size="h4">
        {high ? 'HIGH YIELDING POSTCODES' : 'LOW YIELDING POSTCODES'}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {note}
      </Text>
      {yields.isPending ? (
        <Skeleton height={240} />
      ) : rows.length === 0 ? null : (
        <Stack gap="sm">
          <YieldBarChart
            rows={rows}
            colour={high ? 'teal.6' : 'orange.6'}
            label={`Gross yield of ${rows.length} postcodes of ${areaCode}, ${high ? 'highest' : 'lowest'} first: ${bars}`}
          />
          <YieldTable
            rows={rows}
            label={`${high ? 'High' : 'Low'} yielding postcodes of ${areaCode}`}
          />
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
