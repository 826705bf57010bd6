import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { DEFAULT_FILTER, type SearchFilter } from '@yardstick/core/search/filter';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { advancedCount, MoreFiltersPanel, withoutAdvanced } from './MoreFiltersPanel.tsx';

/** The panel with its draft in state; every change is recorded. */
function mount(initial: SearchFilter = DEFAULT_FILTER) {
  const changes: SearchFilter[] = [];
  function Panel() {
    const [filter, setFilter] = useState(initial);
    return (
      <MoreFiltersPanel
        opened
        value={filter}
        onChange={(next) => {
          changes.push(next);
          setFilter(next);
        }}
        onDone={() => {}}
        onClose={() => {}}
      />
    );
  }
  render(
    <AppProviders client={createQueryClient()}>
      <Panel />
    </AppProviders>,
  );
  return { last: () => changes[changes.length - 1] };
}

afterEach(cleanup);

describe('MoreFiltersPanel: the figures (issue 28)', () => {
  it('sets the estimate confidence and hides listings with a price warning', () => {
    const { last } = mount();
    expect(screen.getByText('Gross yield %')).toBeTruthy();
    expect(screen.getByText('ROI %')).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Estimate confidence' })).getByRole('checkbox', {
        name: 'High',
      }),
    );
    expect(last()?.confidence).toEqual(['High']);
    fireEvent.click(screen.getByRole('switch', { name: /Hide listings with a price warning/ }));
    expect(last()?.noPriceWarnings).toBe(true);
    expect(last()?.confidence).toEqual(['High']);
  });

  it('counts a yield range once, and Reset clears the figures', () => {
    const filter: SearchFilter = {
      ...DEFAULT_FILTER,
      minYield: 6,
      maxYield: 9,
      minRoi: 5,
      confidence: ['High', 'Medium'],
      noPriceWarnings: true,
    };
    expect(advancedCount(filter)).toBe(4);
    const cleared = withoutAdvanced(filter);
    for (const key of ['minYield', 'maxYield', 'minRoi', 'confidence', 'noPriceWarnings']) {
      expect(cleared[key as keyof SearchFilter], key).toBeUndefined();
    }
  });
});
