import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { PriceFilter } from './PriceFilter.tsx';
import type { Range } from './RangeField.tsx';

afterEach(() => cleanup());

function mount(value: Range) {
  const changes: Range[] = [];
  const ui = (v: Range) => (
    <AppProviders client={createQueryClient()}>
      <PriceFilter value={v} onChange={(next) => changes.push(next)} />
    </AppProviders>
  );
  const view = render(ui(value));
  return { changes, rerender: (v: Range) => view.rerender(ui(v)) };
}

describe('PriceFilter', () => {
  it('keeps a bound that arrives while its box is focused but not typed in (e2e: maxPrice lost from the address)', async () => {
    const { changes, rerender } = mount([100_000, undefined]);
    fireEvent.click(screen.getByRole('button', { name: /^Price: / }));
    const max = await screen.findByLabelText('Max price');
    // Focused before the render holding the new maximum (the address had it already) ...
    fireEvent.focus(max);
    rerender([100_000, 400_000]);
    // ... and left without typing: nothing changes.
    fireEvent.blur(max);
    expect(changes).toEqual([]);
  });

  it('commits what was typed, on leaving the box', async () => {
    const { changes } = mount([undefined, undefined]);
    fireEvent.click(screen.getByRole('button', { name: /^Price: / }));
    const max = await screen.findByLabelText('Max price');
    fireEvent.focus(max);
    fireEvent.change(max, { target: { value: '£400,000' } });
    fireEvent.blur(max);
    expect(changes).toEqual([[undefined, 400_000]]);
  });
});
