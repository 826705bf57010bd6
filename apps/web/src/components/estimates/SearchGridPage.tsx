import { Container, Stack, Title } from '@mantine/core';
import type { SearchFilter } from '@yardstick/core/search/filter';
import type { ReactNode } from 'react';
import { FilterBar } from '../filter-bar/FilterBar.tsx';

/**
 * The frame of a grid search page: what goes above the title (breadcrumbs), the title, the
 * filter bar, then the page's own header, grid and footer.
 */
export function SearchGridPage({
  title,
  header,
  filter,
  onFilter,
  children,
}: {
  title: ReactNode;
  header?: ReactNode;
  filter: SearchFilter;
  onFilter: (next: SearchFilter) => void;
  children: ReactNode;
}) {
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        {header}
        <Title order={1} fz={{ base: 24, md: 28 }}>
          {title}
        </Title>
        <FilterBar value={filter} onChange={onFilter} />
        {children}
      </Stack>
    </Container>
  );
}
