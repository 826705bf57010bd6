import { Alert, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PropertyRemovedError } from './api/property-removed.ts';
import { PropertyGone, type DetailsBackLink } from './PropertyGone.tsx';

/**
 * What a details page shows for its call (docs/product.md#property-details): the property, or
 * why not: nothing chosen, the skeleton while it loads, the gone panel (missing, withdrawn),
 * or that it could not be loaded.
 */
export function DetailsAnswer<T>({
  notChosen,
  back,
  query,
  skeleton,
  children,
}: {
  /** Why nothing was asked (the address names no property), else undefined. */
  notChosen: string | undefined;
  /** The way back to the page's search (default: the property search). */
  back?: DetailsBackLink;
  query: UseQueryResult<T>;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (notChosen) return <PropertyGone reason={notChosen} notChosen back={back} />;
  if (query.isPending) return skeleton;
  if (query.error instanceof PropertyRemovedError) return <PropertyGone back={back} />;
  if (query.isError) {
    return (
      <Alert color="red" title="The property could not be loaded">
        <Text size="sm">Try again in a moment.</Text>
      </Alert>
    );
  }
  return children(query.data);
}
