import { Badge } from '@mantine/core';
import type { RentStatus } from '@yardstick/core/plo/plo';

/** The rental's status (To Let in teal, Let Agreed in grape), after an optional prefix. */
export function RentStatusBadge({ status, prefix = '' }: { status: RentStatus; prefix?: string }) {
  return (
    <Badge
      color={status === 'Let Agreed' ? 'grape' : 'teal'}
      variant="filled"
      radius="sm"
      data-testid="rent-status"
    >
      {prefix}
      {status}
    </Badge>
  );
}
