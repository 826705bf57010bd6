import { Alert, Anchor, Text } from '@mantine/core';
import type { StatedIncomeAnswer } from '@yardstick/core/listings/stated-income';
import { Link } from 'react-router';
import { gapText, statedText, usedText, whyText } from './stated-income.ts';

/**
 * Where a listing states a rental income (the details' `statedIncome`), that income beside
 * the rent our yield uses, which of the two the yield uses and why (docs/methodology.md
 * "Stated income"). Nothing when the listing states none.
 */
export function StatedIncomeNote({
  income,
  rent,
}: {
  income: StatedIncomeAnswer | null;
  /** The rent the yield uses, monthly: the rent estimate, or the pair's rent on a PLO page. */
  rent: number | null;
}) {
  if (!income) return null;
  const ours = {
    kind: income.yieldUses === 'paired-rent' ? 'pair' : 'estimate',
    monthly: rent,
  } as const;
  const gap = gapText(income, ours);
  return (
    <Alert
      variant="light"
      color="yellow"
      radius="sm"
      p="xs"
      title={`${statedText(income)}${usedText(ours)}${gap ? ` (the stated income is ${gap})` : ''}.`}
      data-testid="stated-income"
    >
      <Text size="xs">
        The listing says: “{income.text}” {whyText(ours)}{' '}
        <Anchor component={Link} to="/methodology#stated-income" size="xs">
          How we read it
        </Anchor>
      </Text>
    </Alert>
  );
}
