import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { Deprivation } from '@yardstick/core/property/deprivation';
import { afterEach, describe, expect, it } from 'vitest';
import { DeprivationFigures } from './AnalyticsTab.tsx';

afterEach(cleanup);

const show = (d: Partial<Deprivation>) =>
  render(
    <MantineProvider>
      <DeprivationFigures
        deprivation={{
          lsoaCode: 'E01016000',
          lsoaName: 'Reading 010A',
          imdRank: 5_608,
          imdDecile: 2,
          moreDeprived: 17.1,
          nationCount: 32_844,
          vintage: '2019',
          ...d,
        }}
      />
    </MantineProvider>,
  );

describe('the neighbourhood deprivation wording (issue 14: it read backwards)', () => {
  it('says a decile 2 neighbourhood is more deprived than most, not 17.1%', () => {
    show({});
    expect(screen.getByTestId('deprivation-headline').textContent).toBe(
      'More deprived than 82.9% of neighbourhoods',
    );
    expect(screen.getByText('17.1% of neighbourhoods in England are more deprived')).toBeTruthy();
    expect(screen.getByTestId('deprivation-index').textContent).toBe('17.1 of 100');
    expect(screen.getByText('5,608 of 32,844')).toBeTruthy();
    expect(screen.queryByText(/More deprived than 17\.1%/)).toBeNull();
  });

  it('names the extremes and hides the sentence without an index', () => {
    show({ imdRank: 1, imdDecile: 1, moreDeprived: 0 });
    expect(screen.getByTestId('deprivation-headline').textContent).toBe(
      'The most deprived neighbourhood in England',
    );
    cleanup();
    show({ moreDeprived: null, nationCount: null });
    expect(screen.queryByTestId('deprivation-headline')).toBeNull();
    expect(screen.getByTestId('deprivation-index').textContent).toBe('-');
  });
});
