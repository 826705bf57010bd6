import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The PLO pages' breadcrumbs: Home, then the trail given; the last entry is this page. */
export function PloBreadcrumbs({ trail }: { trail: readonly { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separator="›">
        <Anchor component={Link} to="/" size="sm">
          Home
        </Anchor>
        {trail.map((t, i) =>
          t.to && i < trail.length - 1 ? (
            <Anchor key={t.label} component={Link} to={t.to} size="sm">
              {t.label}
            </Anchor>
          ) : (
            <Text key={t.label} size="sm" c="dimmed" aria-current="page">
              {t.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
