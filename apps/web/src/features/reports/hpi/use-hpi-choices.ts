import { useState } from 'react';
import { useSession } from '../../../lib/session.ts';
import { usePreference } from '../api/get-preference.ts';
import { useSavePreference } from '../api/save-preference.ts';
import {
  DEFAULT_HPI_CHOICES,
  preferenceOf,
  withSavedChoices,
  type HpiChartChoices,
} from './hpi-view.ts';

/**
 * The page's view and chart choices. A signed-in user's saved choices (`hpi_analytics`
 * preferences) apply once, when they arrive; `change` with `save` keeps the new ones for
 * the next visit. A visitor gets the defaults and nothing is saved.
 */
export function useHpiChoices() {
  const session = useSession();
  const signedIn = !!session.data;
  const preference = usePreference('hpi_analytics', signedIn);
  const save = useSavePreference('hpi_analytics');
  const [choices, setChoices] = useState<HpiChartChoices>(DEFAULT_HPI_CHOICES);
  const [restored, setRestored] = useState(false);

  // State adjusted during render, not in an effect: React's pattern for state that follows
  // a query's answer.
  const saved = preference.data?.configJson ?? null;
  if (saved !== null && !restored) {
    setRestored(true);
    setChoices(withSavedChoices(choices, saved));
  }

  const change = (patch: Partial<HpiChartChoices>, remember: boolean) => {
    const next = { ...choices, ...patch };
    setChoices(next);
    if (remember && signedIn) save.mutate(preferenceOf(next));
  };
  return { choices, change };
}
