import { Group } from '@mantine/core';
import type { SearchFilter } from '@yardstick/core/search/filter';
import type { ReactNode } from 'react';
import type { ResultCount } from './count-line.ts';
import { CountLine } from './CountLine.tsx';

/** The count line with the view's actions beside it (wrapping under it on small screens). */
export function ResultsHeader({
  filter,
  total,
  children,
}: {
  filter: SearchFilter;
  total: ResultCount | undefined;
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="center" gap="sm">
      <CountLine filter={filter} total={total} />
      <Group gap="xs">{children}</Group>
    </Group>
  );
}
