import { Button, Center, Loader, Text } from '@mantine/core';
import type { Ref } from 'react';

export interface InfiniteListFooterProps {
  /** The element whose approach loads the next page (useLoadMore's ref). */
  sentinel: Ref<HTMLDivElement>;
  pending: boolean;
  hasNextPage: boolean;
  fetchingNextPage: boolean;
  onLoadMore: () => void;
  /** How many items are shown, and the end-of-list line for that count. */
  shown: number;
  endLine: (shown: number) => string;
}

/**
 * The foot of an infinite list (docs/product.md#grid-with-infinite-scroll): the sentinel, a
 * loader while the next page comes, a Load more button (keyboard users, no scrolling needed)
 * and the end-of-list line.
 */
export function InfiniteListFooter(props: InfiniteListFooterProps) {
  const { sentinel, pending, hasNextPage, fetchingNextPage, onLoadMore, shown, endLine } = props;
  return (
    <>
      <div ref={sentinel} aria-hidden />
      {fetchingNextPage && (
        <Center py="md">
          <Loader aria-label="Loading more properties" />
        </Center>
      )}
      {!pending && hasNextPage && !fetchingNextPage && (
        <Center>
          <Button variant="default" onClick={onLoadMore}>
            Load more
          </Button>
        </Center>
      )}
      {!pending && !hasNextPage && shown > 0 && (
        <Text ta="center" c="dimmed" size="sm" data-testid="list-end">
          {endLine(shown)}
        </Text>
      )}
    </>
  );
}
