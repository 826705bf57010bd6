import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * A page loaded on demand. `preload` fetches its chunk ahead of the first render and resolves
 * once the page can render at once (it never rejects: a chunk that fails to load is left to
 * the render, whose Suspense and error boundary report it); `isLoaded` says whether it can.
 */
export type LazyPage = ComponentType & {
  preload: () => Promise<void>;
  isLoaded: () => boolean;
};

/**
 * A page in its own chunk. Until the chunk has loaded it renders through React.lazy (the
 * route's Suspense shows the loader); once loaded (the route's loader starts it as the router
 * navigates, and the guard waits for it while the session is checked) it renders at once.
 * React.lazy alone suspends on every first render, even of a module already in memory, and
 * React holds a revealed Suspense boundary back up to 300 ms after its fallback showed: the
 * details page's header came a third of a second late on every reload.
 */
export const lazyPage = <T extends Record<string, unknown>>(
  load: () => Promise<T>,
  name: keyof T,
): LazyPage => {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadPage = () => {
    // One download at a time; a failed one is asked again by the next caller.
    loading ??= load().then(
      (m) => {
        loaded = m[name] as ComponentType;
        return { default: loaded };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(loadPage);
  // Chosen once per mount: a page that began through Lazy stays on it (switching the element's
  // type when the chunk lands would remount the page and lose its state).
  function Page() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  }
  return Object.assign(Page, {
    preload: () =>
      loadPage().then(
        () => undefined,
        () => undefined,
      ),
    isLoaded: () => loaded !== undefined,
  });
};
