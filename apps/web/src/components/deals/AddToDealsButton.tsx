import { dealUrl } from '@yardstick/core/app-links';
import { Button, type ButtonProps } from '@mantine/core';
import { IconLayoutKanban } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAddDeal, type DealTarget } from './api/add-deal.ts';

/**
 * "Add to deals" (the property details and PLO details headers) or "Save as deal" (/analyse):
 * makes a deal that keeps today's figures, then offers the way to the board.
 */
export function AddToDealsButton({
  target,
  label = 'Add to deals',
  title,
  ...props
}: { target: DealTarget | null; label?: string; title?: string } & ButtonProps) {
  const add = useAddDeal();
  if (add.isSuccess) {
    return (
      <Button
        component={Link}
        to={dealUrl(add.data.id)}
        variant="light"
        leftSection={<IconLayoutKanban size={18} />}
        data-testid="open-deal"
        {...props}
      >
        Open deal
      </Button>
    );
  }
  return (
    <Button
      variant="default"
      leftSection={<IconLayoutKanban size={18} />}
      loading={add.isPending}
      disabled={target === null}
      onClick={() => target && add.mutate(title ? { ...target, title } : target)}
      data-testid="add-to-deals"
      {...props}
    >
      {label}
    </Button>
  );
}
