import { Alert, Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { EstimateGrid } from '../../components/estimates/EstimateGrid.tsx';
import { useFeaturedProperties } from './api/get-featured-properties.ts';

/** 'Featured Properties': 12 recent listings below market value, as a carousel. */
export function FeaturedProperties() {
  const { data, isPending, isError } = useFeaturedProperties();
  if (isPending) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={420} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (isError) return <Alert color="red">The featured properties could not be loaded.</Alert>;
  if (data.content.length === 0) {
    return (
      <Card withBorder padding="xl">
        <Text c="dimmed">No featured properties to show yet.</Text>
      </Card>
    );
  }
  return (
    <EstimateGrid
      cards={data.content}
      favourite="add"
      layout="carousel"
      label="Featured Properties"
    />
  );
}
