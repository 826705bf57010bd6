import { createElement, lazy, useState, type ComponentType } from 'react';

/** A page loaded on demand; `preload` fetches its chunk ahead of the first render. */
export type LazyPage = ComponentType & { preload: () => void };

/**
 * A page in its own chunk. Until the chunk has loaded it renders through React.lazy (the
 * route's Suspense shows the loader); once loaded (the guard preloads it while the session is
 * checked, the route's loader as the router navigates) it renders at once. React.lazy alone
 * suspends on every first render, even of a module already in memory, and React holds a
 * revealed Suspense boundary back up to 300 ms after its fallback showed: the details page's
 * header came a third of a second late on every reload.
 */
export const lazyPage = <T extends Record<string, unknown>>(
  load: () => Promise<T>,
  name: keyof T,
): LazyPage => {
  let loaded: ComponentType | undefined;
  const loadPage = () =>
    load().then((m) => {
      loaded = m[name] as ComponentType;
      return { default: loaded };
    });
  const Lazy = lazy(loadPage);
  // Chosen once per mount: a page that began through Lazy stays on it (switching the element's
  // type when the chunk lands would remount the page and lose its state).
  function Page() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  }
  // The browser caches the module: a later render reuses this download.
  return Object.assign(Page, { preload: () => void loadPage().catch(() => undefined) });
};
