import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location, type NavigationType } from 'react-router';

/**
 * Where a page is scrolled (docs/product.md#scroll-position): a page opened by a link or an
 * address starts at the top; Back and Forward (and a reload) return to where the user was on
 * that history entry, also when the page's content arrives after its first render; a page that
 * rewrites its own address (a filter, a map move) passes KEEP_SCROLL as the navigation's state
 * and stays where it is. The browser's own restoration is off: it restored before a
 * single-page app had drawn the page, and kept one page's offset for the next.
 */

/** The navigation state of an address rewrite that keeps the place (use-search-filter.ts). */
export const KEEP_SCROLL = { keepScroll: true } as const;

const STORAGE_KEY = 'yardstick-scroll-positions';
/** How long a restored place is pursued while the page's content arrives. */
export const SETTLE_MS = 3000;

/**
 * The key a page's place is kept under: the history entry's own key. A document's first
 * entry has none of its own ('default' in every tab and every load), so it is kept under its
 * address: a page typed into the address bar does not open where the tab's previous first page
 * was scrolled, while a reload returns to its place.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/** What a navigation does to the place: restore it (Back, Forward, a load), keep it, or top. */
export function scrollAction(
  navigation: NavigationType | `${NavigationType}`,
  state: unknown,
): 'restore' | 'keep' | 'top' {
  if (navigation === 'POP') return 'restore';
  const keep = typeof state === 'object' && state !== null && 'keepScroll' in state;
  return keep ? 'keep' : 'top';
}

let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

function persist() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
  } catch {
    // Storage full or refused: the places are kept for this document only.
  }
}

const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `y`, and again each time the page grows, until it gets there, the user scrolls
 * or presses a key, or SETTLE_MS pass. Returns the way to stop early.
 */
function settleAt(y: number): () => void {
  const reached = () => Math.abs(window.scrollY - y) < 2;
  window.scrollTo(0, y);
  if (reached() || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (reached()) stop();
  });
  const timer = setTimeout(() => stop(), SETTLE_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of USER_INPUT) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/** The layouts' scroll rule (MainLayout, BareLayout): see the top of this file. */
export function usePageScroll() {
  const location = useLocation();
  const navigation = useNavigationType();
  const key = scrollKey(location);
  const current = useRef(key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        savedPositions()[current.current] = Math.round(window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
      persist();
    };
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    const action = scrollAction(navigation, location.state);
    if (action === 'keep') return;
    const y = action === 'restore' ? savedPositions()[key] : undefined;
    if (!y) {
      window.scrollTo(0, 0);
      return;
    }
    return settleAt(y);
    // The place is decided once per history entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
