import { Container, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ReportBreadcrumbs } from '../ReportBreadcrumbs.tsx';
import { AreaReport } from './AreaReport.tsx';
import { AreaSearchForm } from './AreaSearchForm.tsx';

/** The area the address names (`?areaCode=`), '' for none. */
export const areaCodeParam = (params: URLSearchParams) => params.get('areaCode') ?? '';

/**
 * /area-analytics (spec §2 "Area analytics"): a postcode district's or area's average yield
 * (0-30 gauge), price, rent and listings, its HMO room market, and its postcodes ranked by
 * yield, each linking to the estimates search of that postcode.
 */
export function AreaAnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const areaCode = areaCodeParam(params);
  return (
    <Container size="xl" py="md">
      <ReportBreadcrumbs page="Area Analytics" section={null} />
      <Title order={1} size="h2" mb="sm">
        Area analytics
      </Title>
      <AreaSearchForm
        key={areaCode}
        areaCode={areaCode}
        onSearch={(code) => setParams({ areaCode: code })}
      />
      {areaCode === '' ? (
        <Text c="dimmed">Enter a postcode district (RG1) or area (RG) to see its yields.</Text>
      ) : (
        <AreaReport areaCode={areaCode} onArea={(code) => setParams({ areaCode: code })} />
      )}
    </Container>
  );
}
