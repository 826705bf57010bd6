import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { StatedIncome } from '@yardstick/core/listings/stated-income';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { StatedIncomeNote } from './StatedIncomeNote.tsx';
import type { YieldRent } from './stated-income.ts';

afterEach(cleanup);

const hmo: StatedIncome = {
  monthly: 2375,
  annual: 28500,
  period: 'year',
  text: 'Currently run as a licensed HMO producing £28,500 a year.',
};

const show = (income: StatedIncome | null, ours: YieldRent) =>
  render(
    <MantineProvider>
      <MemoryRouter>
        <StatedIncomeNote income={income} ours={ours} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('StatedIncomeNote', () => {
  it('puts the stated income beside the rent estimate the yield uses, and says why', () => {
    show(hmo, { kind: 'estimate', monthly: 1375 });
    const note = screen.getByTestId('stated-income');
    expect(note.textContent).toContain(
      'The listing states £28,500 a year (£2,375 pcm); our yield and ROI use our rent estimate, £1,375 pcm (the stated income is 73% above ours).',
    );
    expect(note.textContent).toContain('“Currently run as a licensed HMO producing £28,500 a year.”');
    expect(note.textContent).toContain("it may be an HMO's room rents");
    expect(screen.getByRole('link', { name: 'How we read it' }).getAttribute('href')).toBe(
      '/methodology#stated-income',
    );
  });

  it("names the paired rental's rent on a PLO page", () => {
    show({ ...hmo, period: 'month', monthly: 950, annual: 11400, text: 'Let at £950 pcm' }, {
      kind: 'pair',
      monthly: 1000,
    });
    expect(screen.getByTestId('stated-income').textContent).toContain(
      "The listing states £950 pcm; the yield here uses the paired rental listing's rent, £1,000 pcm (the stated income is 5% below ours).",
    );
  });

  it('says so when we hold no rent, and shows nothing without a stated income', () => {
    show(hmo, { kind: 'estimate', monthly: null });
    expect(screen.getByTestId('stated-income').textContent).toContain(
      'we hold no rent estimate for it, so no yield is shown.',
    );
    cleanup();
    show(null, { kind: 'estimate', monthly: 1375 });
    expect(screen.queryByTestId('stated-income')).toBeNull();
  });
});
