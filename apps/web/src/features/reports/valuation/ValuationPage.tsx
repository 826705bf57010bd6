import { Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { OutsideCoverage } from '../../../components/OutsideCoverage.tsx';
import { usePostcodeValuation, type PostcodeFilter } from '../api/get-postcode-valuation.ts';
import { ReportBreadcrumbs } from '../ReportBreadcrumbs.tsx';
import { PostcodeAnalytics } from './PostcodeAnalytics.tsx';
import { PostcodeFacilities } from './PostcodeFacilities.tsx';
import { ValuationFilterForm } from './ValuationFilterForm.tsx';
import { ValuationList } from './ValuationList.tsx';

/**
 * /valuation (spec §2 "Property valuation page"): a postcode with filters (property types,
 * price, floor area), its nearest facilities on a map, its analytics and its homes, each
 * with one estimate today and its past sales.
 */
export function ValuationPage() {
  const [filter, setFilter] = useState<PostcodeFilter | null>(null);
  const result = usePostcodeValuation(filter);
  const v = result.data;
  return (
    <Container size="xl" py="md">
      <ReportBreadcrumbs page="Valuation" section={null} />
      <Title order={1} size="h2" mb="sm">
        Valuation
      </Title>
      <ValuationFilterForm onSearch={setFilter} />
      {filter === null ? (
        <Text c="dimmed">Enter a postcode to value its street.</Text>
      ) : result.isPending ? (
        <Skeleton height={240} />
      ) : v === null ? (
        <OutsideCoverage title={`${filter.postCode} is not a postcode the data holds`} />
      ) : (
        v && (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <PostcodeFacilities postCode={v.postCode} />
              <PostcodeAnalytics valuation={v} />
            </SimpleGrid>
            <ValuationList homes={v.homes} />
          </Stack>
        )
      )}
    </Container>
  );
}
