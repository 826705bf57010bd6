import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  PRICE_WARNING_EXPLANATIONS,
  type PriceWarning,
} from '@yardstick/core/listings/price-warnings';
import { Link } from 'react-router';

/**
 * The price warnings of a listing (docs/methodology.md "Price warnings"), shown beside its BMV:
 * one orange badge per warning with its label, the explanation in a tooltip, and a link to the
 * methodology. Nothing when there are none.
 */
export function PriceWarningBadges({
  warnings,
  size = 'sm',
}: {
  warnings: readonly PriceWarning[];
  size?: 'xs' | 'sm' | 'md' | 'lg';
}) {
  if (warnings.length === 0) return null;
  return (
    <Group gap={4} data-testid="price-warnings" aria-label="Price warnings: BMV is no bargain">
      {warnings.map((w) => (
        <Tooltip
          key={w.code}
          multiline
          w={260}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
          label={
            <Stack gap={2}>
              <Text size="xs" fw={700}>
                {w.label}: BMV is probably no bargain
              </Text>
              <Text size="xs">{PRICE_WARNING_EXPLANATIONS[w.code]}</Text>
            </Stack>
          }
        >
          <Badge
            component={Link}
            to="/methodology#price-warnings"
            color="orange"
            variant="light"
            radius="sm"
            size={size}
            leftSection={<IconAlertTriangle size={12} aria-hidden />}
            data-code={w.code}
            style={{ cursor: 'help', textTransform: 'none' }}
          >
            {w.label}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}
