import { useEffect, useRef } from 'react';

/**
 * Infinite scroll: calls `load` when the returned element comes within `margin` of the
 * viewport. The observer is renewed whenever `version` changes (a page arrived), so a
 * sentinel still on screen after a short page triggers the next load too.
 */
export function useLoadMore<T extends Element>(
  load: () => void,
  options: { enabled: boolean; version: number; margin?: string },
) {
  const ref = useRef<T | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const { enabled, version, margin = '400px' } = options;
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadRef.current();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, version, margin]);
  return ref;
}

/**
 * The sentinel of an infinite query's list: the next page is asked for when it comes into
 * view, while there is one and none is on its way.
 */
export function useNextPageSentinel<T extends Element>(
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown },
  count: number,
) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const ready = hasNextPage && !isFetchingNextPage;
  return useLoadMore<T>(
    () => {
      if (ready) void fetchNextPage();
    },
    { enabled: ready, version: count },
  );
}
