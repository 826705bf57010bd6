import { SimpleGrid, Skeleton } from '@mantine/core';

/** Placeholder cards while the first page loads. */
export function GridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
      spacing="md"
      aria-busy="true"
      aria-label="Loading properties"
    >
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={420} radius="md" />
      ))}
    </SimpleGrid>
  );
}
