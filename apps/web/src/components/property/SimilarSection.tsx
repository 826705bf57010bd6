import { Stack, Title } from '@mantine/core';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { EstimateGrid } from '../estimates/EstimateGrid.tsx';
import { GridSkeleton } from '../estimates/GridSkeleton.tsx';
import type { ReactNode } from 'react';
import { useSimilar } from './api/nearby-lists.ts';

/**
 * The section's frame: the heading the spec gives the grid, SIMILAR PROPERTIES (written in
 * capitals by the style, so it is read as words), over its cards or their skeleton.
 */
export function SimilarFrame({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="similar-title" data-testid="similar">
      <Title order={2} fz="lg" id="similar-title" tt="uppercase">
        Similar properties
      </Title>
      {loading ? <GridSkeleton count={4} /> : children}
    </Stack>
  );
}

/** Similar properties as estimate cards in a carousel; hidden when the call fails. */
export function SimilarSection({ property }: { property: PropertyDetails }) {
  const similar = useSimilar(property);
  if (similar.isError || (similar.isSuccess && similar.data.length === 0)) return null;
  return (
    <SimilarFrame loading={similar.isPending}>
      {similar.data && (
        <EstimateGrid
          cards={similar.data}
          favourite="add"
          layout="carousel"
          label="Similar properties"
        />
      )}
    </SimilarFrame>
  );
}
