import { useSyncExternalStore } from 'react';

/**
 * App-wide UI state that the API client drives from outside React: the persistent
 * 'Session Expired' banner and the page-block loading overlay (a count of blocking calls).
 */
interface UiState {
  sessionExpired: boolean;
  blockingCalls: number;
}

let state: UiState = { sessionExpired: false, blockingCalls: 0 };
const listeners = new Set<() => void>();

function set(patch: Partial<UiState>) {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

export const uiStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  showSessionExpired: () => set({ sessionExpired: true }),
  dismissSessionExpired: () => set({ sessionExpired: false }),
  beginBlocking: () => set({ blockingCalls: state.blockingCalls + 1 }),
  endBlocking: () => set({ blockingCalls: Math.max(0, state.blockingCalls - 1) }),
};

export function useUiState<T>(select: (s: UiState) => T): T {
  return useSyncExternalStore(
    uiStore.subscribe,
    () => select(uiStore.get()),
    () => select(uiStore.get()),
  );
}
