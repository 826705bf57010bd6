import { LoadingOverlay } from '@mantine/core';
import { useUiState } from '../../lib/ui-store.ts';

/** The page-block loading overlay: shown while a blocking call runs, removed after each. */
export function PageBlockOverlay() {
  const busy = useUiState((s) => s.blockingCalls > 0);
  return (
    <LoadingOverlay
      visible={busy}
      pos="fixed"
      zIndex={1000}
      overlayProps={{ blur: 1, backgroundOpacity: 0.35 }}
    />
  );
}
