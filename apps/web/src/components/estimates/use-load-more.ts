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
