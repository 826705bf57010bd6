import { Alert, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PropertyRemovedError } from './api/property-removed.ts';
import { PropertyGone } from './PropertyGone.tsx';

/**
 * What a details page shows for its call (docs/product.md#property-details): the property, or
 * why not: nothing chosen, the skeleton while it loads, the gone panel (missing, withdrawn),
 * or that it could not be loaded.
 */
export function DetailsAnswer<T>({
  notChosen,
  query,
  skeleton,
  children,
}: {
  /** Why nothing was asked (the address names no property), else undefined. */
  notChosen: string | undefined;
  query: UseQueryResult<T>;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (notChosen) return <PropertyGone reason={notChosen} />;
  if (query.isPending) return skeleton;
  if (query.error instanceof PropertyRemovedError) return <PropertyGone />;
  if (query.isError) {
    return (
      <Alert color="red" title="The property could not be loaded">
        <Text size="sm">Try again in a moment.</Text>
      </Alert>
    );
  }
  return children(query.data);
}
