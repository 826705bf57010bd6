import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { FIGURE_DEFINITIONS } from '@yardstick/core/methodology/definitions';
import { afterEach, describe, expect, it } from 'vitest';
import { Formula } from './Formula.tsx';

afterEach(cleanup);

describe('Formula', () => {
  it('puts each statement on its own line and keeps every character', () => {
    render(
      <MantineProvider>
        <Formula formula="range1Price = P25(£/m2) x floor area;  range2Price = P75(£/m2) x floor area" />
      </MantineProvider>,
    );
    const block = screen.getByTestId('formula');
    const lines = Array.from(block.children).map((c) => c.textContent);
    expect(lines).toEqual([
      'range1Price = P25(£/m2) x floor area',
      'range2Price = P75(£/m2) x floor area',
    ]);
  });

  it('shows the whole ROI formula', () => {
    const roi = FIGURE_DEFINITIONS.find((d) => d.id === 'roi')!.formula!;
    render(
      <MantineProvider>
        <Formula formula={roi} />
      </MantineProvider>,
    );
    expect(screen.getByTestId('formula').textContent).toBe(roi);
  });
});
