import { Group, Pagination, Text } from '@mantine/core';

/** A table's count line and its pages (0-based `page`), as the reports' tables show them. */
export function TablePager({
  count,
  totalPages,
  page,
  onPage,
}: {
  count: string;
  totalPages: number;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {count}
      </Text>
      <Pagination
        total={totalPages}
        value={page + 1}
        onChange={(p) => onPage(p - 1)}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      />
    </Group>
  );
}
