import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A form-level error, announced to screen readers. */
export function FormAlert({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={title}
      role="alert"
    >
      {children}
    </Alert>
  );
}
