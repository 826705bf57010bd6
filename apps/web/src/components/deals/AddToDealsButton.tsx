import { dealUrl } from '@yardstick/core/app-links';
import { Button, type ButtonProps } from '@mantine/core';
import { IconLayoutKanban } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAddDeal, useExistingDeal, type DealTarget } from './api/add-deal.ts';

/**
 * "Add to deals" (the property details and PLO details headers) or "Save as deal" (/analyse):
 * makes a deal that keeps today's figures. A property already in the user's deals offers
 * "In your deals · Open" instead (one deal per property; the API refuses a second with 409
 * DEAL_EXISTS unless asked for a duplicate).
 */
export function AddToDealsButton({
  target,
  label = 'Add to deals',
  title,
  ...props
}: { target: DealTarget | null; label?: string; title?: string } & ButtonProps) {
  const add = useAddDeal();
  const existing = useExistingDeal(target);
  const dealId = add.data?.id ?? existing?.id;
  if (dealId !== undefined) {
    return (
      <Button
        component={Link}
        to={dealUrl(dealId)}
        variant="light"
        leftSection={<IconLayoutKanban size={18} />}
        data-testid="open-deal"
        {...props}
      >
        In your deals · Open
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
