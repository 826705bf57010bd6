import { Skeleton, Text } from '@mantine/core';
import type { SearchFilter } from '@yardstick/core/search/filter';
import { countLine, type ResultCount } from './count-line.ts';

/** The count line above a grid; a placeholder while the count is not known yet. */
export function CountLine({
  filter,
  total,
}: {
  filter: SearchFilter;
  total: ResultCount | undefined;
}) {
  const text = countLine(filter, total);
  if (!text) return <Skeleton height={22} width={260} radius="sm" />;
  return (
    <Text fw={700} size="lg" data-testid="count-line">
      {text}
    </Text>
  );
}
