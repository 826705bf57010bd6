import { Button } from '@mantine/core';
import { IconLayoutGrid, IconMap2 } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface ViewLinkProps {
  /** The other view's address with the filter (useSearchFilter's viewHref). */
  to: string;
  /** Hands the filter on through session storage `_filter` (useSearchFilter's handOn). */
  onClick: () => void;
  view: 'map' | 'grid';
}

/** MAP VIEW / GRID VIEW (docs/product.md#where-filters-are-kept): the other view of the same filter. */
export function ViewLink({ to, onClick, view }: ViewLinkProps) {
  return (
    <Button
      component={Link}
      to={to}
      onClick={onClick}
      variant="light"
      size="sm"
      leftSection={view === 'map' ? <IconMap2 size={16} /> : <IconLayoutGrid size={16} />}
    >
      {view === 'map' ? 'MAP VIEW' : 'GRID VIEW'}
    </Button>
  );
}
