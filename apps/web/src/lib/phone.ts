import { useMediaQuery } from '@mantine/hooks';

/** A phone's window (390 px wide and up to 576): tables become cards, switches stack. */
export const PHONE_QUERY = '(max-width: 36em)';

/** Whether the window is a phone's, known at the first render (no flash of the wide layout). */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}
