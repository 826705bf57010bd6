import { Group, NativeSelect, Pagination, ScrollArea, Table, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/** Rows per page offered by the modal tables (docs/product.md#modals). */
export const MODAL_PAGE_SIZES = [10, 15, 20] as const;

export interface DataColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers are right-aligned. */
  numeric?: boolean;
  /**
   * Long text (addresses, places) wraps at this minimum width (rem) rather than widen the
   * table; every other column keeps its cells on one line.
   */
  wrapFrom?: number;
}

export interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  rowKey: (row: T, index: number) => string;
  caption?: string;
}

/**
 * A small client-side paged table: 10, 15 or 20 rows a page (10 by default). It is as wide
 * as its columns need (a modal of size "auto" fits it); on a narrower screen its long text
 * wraps first, and only then does it scroll sideways.
 */
export function DataTable<T>({ rows, columns, rowKey, caption }: DataTableProps<T>) {
  const [size, setSize] = useState<number>(MODAL_PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * size, current * size);
  return (
    <>
      <ScrollArea type="auto">
        <Table aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th
                  key={c.header}
                  ta={c.numeric ? 'right' : undefined}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row, i) => (
              <Table.Tr key={rowKey(row, (current - 1) * size + i)}>
                {columns.map((c) => (
                  <Table.Td
                    key={c.header}
                    ta={c.numeric ? 'right' : undefined}
                    style={{
                      ...(c.wrapFrom
                        ? { minWidth: `${c.wrapFrom}rem`, overflowWrap: 'anywhere' }
                        : { whiteSpace: 'nowrap' }),
                      ...(c.numeric ? { fontVariantNumeric: 'tabular-nums' } : {}),
                    }}
                  >
                    {c.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Group justify="space-between" mt="sm" gap="sm">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Rows per page
          </Text>
          <NativeSelect
            aria-label="Rows per page"
            size="xs"
            data={MODAL_PAGE_SIZES.map(String)}
            value={String(size)}
            onChange={(e) => {
              setSize(Number(e.currentTarget.value));
              setPage(1);
            }}
          />
          <Text size="sm" c="dimmed">
            {rows.length === 0
              ? '0 rows'
              : `${(current - 1) * size + 1}–${Math.min(current * size, rows.length)} of ${rows.length}`}
          </Text>
        </Group>
        {pages > 1 && (
          <Pagination size="sm" total={pages} value={current} onChange={setPage} siblings={0} />
        )}
      </Group>
    </>
  );
}
