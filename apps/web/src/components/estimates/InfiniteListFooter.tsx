import { Button, Center, Loader, Text } from '@mantine/core';
import { useNextPageSentinel } from './use-load-more.ts';

export interface InfiniteListFooterProps {
  /** The list's infinite query. */
  query: {
    isPending: boolean;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
  };
  /** How many items are shown, and the end-of-list line for that count. */
  shown: number;
  endLine: (shown: number) => string;
}

/**
 * The foot of an infinite list (docs/product.md#grid-with-infinite-scroll): the sentinel
 * whose approach loads the next page, a loader while it comes, a Load more button (keyboard
 * users, no scrolling needed) and the end-of-list line.
 */
export function InfiniteListFooter({ query, shown, endLine }: InfiniteListFooterProps) {
  const sentinel = useNextPageSentinel<HTMLDivElement>(query, shown);
  const { isPending: pending, hasNextPage, isFetchingNextPage: fetchingNextPage } = query;
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
          <Button variant="default" onClick={() => void query.fetchNextPage()}>
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
