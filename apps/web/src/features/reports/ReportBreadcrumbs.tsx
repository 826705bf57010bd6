import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Home > Reports > {page} (spec §2: breadcrumbs of the reports). */
export function ReportBreadcrumbs({
  page,
  section = 'Reports',
}: {
  page: string;
  section?: string | null;
}) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs mb="md" separator="›">
        <Anchor component={Link} to="/" size="sm">
          Home
        </Anchor>
        {section && (
          <Text size="sm" c="dimmed">
            {section}
          </Text>
        )}
        <Text size="sm" c="dimmed" aria-current="page">
          {page}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
