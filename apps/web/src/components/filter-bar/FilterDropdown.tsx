import { Button, Popover } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A filter bar button (its current choice as the label) that opens the filter's fields. */
export function FilterDropdown({
  width,
  label,
  ariaLabel,
  children,
}: {
  width: number;
  label: ReactNode;
  ariaLabel: string;
  children: ReactNode;
}) {
  return (
    <Popover width={width} position="bottom-start" shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          rightSection={<IconChevronDown size={16} />}
          aria-label={ariaLabel}
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>{children}</Popover.Dropdown>
    </Popover>
  );
}
