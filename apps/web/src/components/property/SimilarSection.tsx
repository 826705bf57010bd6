import { Stack, Title } from '@mantine/core';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { EstimateGrid } from '../estimates/EstimateGrid.tsx';
import { GridSkeleton } from '../estimates/GridSkeleton.tsx';
import { useSimilar } from './api/nearby-lists.ts';

/** Similar properties as estimate cards in a carousel; hidden when the call fails. */
export function SimilarSection({ property }: { property: PropertyDetails }) {
  const similar = useSimilar(property);
  if (similar.isError || (similar.isSuccess && similar.data.length === 0)) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="similar-title" data-testid="similar">
      <Title order={2} fz="lg" id="similar-title">
        Similar properties
      </Title>
      {similar.isPending ? (
        <GridSkeleton count={4} />
      ) : (
        <EstimateGrid
          cards={similar.data}
          favourite="add"
          layout="carousel"
          label="Similar properties"
        />
      )}
    </Stack>
  );
}
