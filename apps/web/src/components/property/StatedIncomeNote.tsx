import { Alert, Anchor, Text } from '@mantine/core';
import type { StatedIncome } from '@yardstick/core/listings/stated-income';
import { Link } from 'react-router';
import { gapText, statedText, usedText, whyText, type YieldRent } from './stated-income.ts';

/**
 * Where a listing states a rental income (the details' `statedIncome`), that income beside
 * the rent our yield uses, which of the two the yield uses and why (docs/methodology.md
 * "Stated income"). Nothing when the listing states none.
 */
export function StatedIncomeNote({
  income,
  ours,
}: {
  income: StatedIncome | null;
  ours: YieldRent;
}) {
  if (!income) return null;
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
