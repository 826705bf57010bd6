import { Button, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/** Rows shown before Show more. */
export const NEARBY_SHOWN = 3;

/** A list that shows its first rows with Show more / Show less when it has more. */
export function ExpandableList<T>({
  items,
  render,
  itemKey,
  label,
  shown = NEARBY_SHOWN,
}: {
  items: readonly T[];
  render: (item: T) => ReactNode;
  itemKey: (item: T, index: number) => string;
  label: string;
  shown?: number;
}) {
  const [open, setOpen] = useState(false);
  const visible = open ? items : items.slice(0, shown);
  return (
    <Stack gap={6}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={label}>
        {visible.map((item, i) => (
          <li key={itemKey(item, i)} style={{ padding: '4px 0' }}>
            {render(item)}
          </li>
        ))}
      </ul>
      {items.length > shown && (
        <Button
          variant="subtle"
          size="compact-sm"
          px={0}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-label={`${open ? 'Show less' : 'Show more'}: ${label}`}
        >
          {open ? 'Show less' : 'Show more'}
        </Button>
      )}
    </Stack>
  );
}
