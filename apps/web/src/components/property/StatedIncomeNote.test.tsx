import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { StatedIncomeAnswer } from '@yardstick/core/listings/stated-income';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { StatedIncomeNote } from './StatedIncomeNote.tsx';

afterEach(cleanup);

const hmo: StatedIncomeAnswer = {
  monthly: 2375,
  annual: 28500,
  period: 'year',
  text: 'Currently run as a licensed HMO producing £28,500 a year.',
  yieldUses: 'rent-estimate',
};

const show = (income: StatedIncomeAnswer | null, rent: number | null) =>
  render(
    <MantineProvider>
      <MemoryRouter>
        <StatedIncomeNote income={income} rent={rent} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('StatedIncomeNote', () => {
  it('puts the stated income beside the rent estimate the yield uses, and says why', () => {
    show(hmo, 1375);
    const note = screen.getByTestId('stated-income');
    expect(note.textContent).toContain(
      'The listing states £28,500 a year (£2,375 pcm); our yield and ROI use our rent estimate, £1,375 pcm (the stated income is 73% above ours).',
    );
    expect(note.textContent).toContain(
      '“Currently run as a licensed HMO producing £28,500 a year.”',
    );
    expect(note.textContent).toContain("it may be an HMO's room rents");
    expect(screen.getByRole('link', { name: 'How we read it' }).getAttribute('href')).toBe(
      '/methodology#stated-income',
    );
  });

  it("names the paired rental's rent when the yield uses it (a PLO page, a paired sale)", () => {
    show(
      {
        ...hmo,
        period: 'month',
        monthly: 950,
        annual: 11400,
        text: 'Let at £950 pcm',
        yieldUses: 'paired-rent',
      },
      1000,
    );
    const note = screen.getByTestId('stated-income').textContent;
    expect(note).toContain(
      "The listing states £950 pcm; our yield and ROI use the paired rental listing's rent, £1,000 pcm (the stated income is 5% below ours).",
    );
    expect(note).toContain('The paired rental is what the same home is advertised to let for');
  });

  it('says so when we hold no rent, and shows nothing without a stated income', () => {
    show(hmo, null);
    expect(screen.getByTestId('stated-income').textContent).toContain(
      'we hold no rent estimate for it, so no yield is shown.',
    );
    cleanup();
    show(null, 1375);
    expect(screen.queryByTestId('stated-income')).toBeNull();
  });
});
