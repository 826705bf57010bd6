import { useSyncExternalStore } from 'react';

/**
 * Whether the search page on screen shows the filter remembered from the last visit (its
 * address had none): useSearchFilter sets it, the filter bar reads it to say so with a
 * one-click clear, and any new filter, a dismissal or leaving the page puts it away. One
 * search page is on screen at a time, so one flag serves them all.
 */
let restored = false;
const listeners = new Set<() => void>();

export const restoredFilter = {
  get: () => restored,
  set(value: boolean) {
    if (value === restored) return;
    restored = value;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useRestoredFilter(): boolean {
  return useSyncExternalStore(restoredFilter.subscribe, restoredFilter.get, restoredFilter.get);
}
