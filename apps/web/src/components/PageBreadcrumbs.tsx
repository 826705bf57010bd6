import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * A page's breadcrumbs (the spec's list: estimates, details, PLO, favourites, ...): Home, then
 * the trail given, each entry with a `to` a link; the last entry is this page.
 */
export function PageBreadcrumbs({ trail }: { trail: readonly { label: string; to?: string }[] }) {
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
