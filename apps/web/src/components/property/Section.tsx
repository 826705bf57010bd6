import { Card, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SectionProps {
  title: string;
  /** Shows the skeleton while the section's data loads. */
  loading?: boolean;
  skeletonHeight?: number;
  /** A section whose call failed (failures only logged) or that has nothing hides. */
  hidden?: boolean;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}

/** A titled block of the page with its own skeleton (each loads on its own). */
export function Section({
  title,
  loading = false,
  skeletonHeight = 160,
  hidden = false,
  children,
  actions,
  testId,
}: SectionProps) {
  if (hidden) return null;
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={id}
      data-testid={testId}
    >
      <Stack gap="sm">
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
          {actions}
        </div>
        {loading ? (
          <Skeleton height={skeletonHeight} radius="sm" aria-label={`Loading ${title}`} />
        ) : (
          children
        )}
      </Stack>
    </Card>
  );
}
