import type { SearchFilter } from '@yardstick/core/search/filter';
import type { LocationSuggestion } from '@yardstick/core/search/location-suggestion';
import { useState } from 'react';
import { locationLabel, withLocationText, withSuggestion } from './filter-model.ts';

interface Draft {
  /** The committed location text the draft was started from. */
  base: string;
  text: string;
  picked: LocationSuggestion | null;
}

export interface LocationDraft {
  /** What the box shows: the draft while the user edits, else the committed location. */
  text: string;
  /** Whether the box holds something other than the committed location. */
  dirty: boolean;
  type: (text: string) => void;
  pick: (suggestion: LocationSuggestion) => void;
  /** The filter with the box's location: the chosen suggestion, or the typed text. */
  apply: (filter: SearchFilter) => SearchFilter;
}

/**
 * The location box's text between keystrokes and the search. The draft belongs to the
 * committed location it started from: when that changes (a search, Back, another view)
 * the box shows the new location again. Typing drops a chosen suggestion, so the text is
 * searched as typed (the typed text rule, docs/product.md#location-box) unless a suggestion is chosen again.
 */
export function useLocationDraft(committed: SearchFilter): LocationDraft {
  const base = locationLabel(committed) ?? '';
  const [draft, setDraft] = useState<Draft | null>(null);
  const active = draft && draft.base === base ? draft : null;
  return {
    text: active ? active.text : base,
    dirty: active !== null && active.text !== base,
    type: (text) => setDraft({ base, text, picked: null }),
    pick: (picked) => setDraft({ base, text: picked.label, picked }),
    apply: (filter) => {
      if (!active) return filter;
      return active.picked
        ? withSuggestion(filter, active.picked)
        : withLocationText(filter, active.text);
    },
  };
}
