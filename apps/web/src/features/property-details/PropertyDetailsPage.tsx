import { propertyIdFromParams } from '@yardstick/core/app-links';
import { Box, Container, Grid, Skeleton, Stack } from '@mantine/core';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs.tsx';
import { DetailsAnswer } from '../../components/property/DetailsAnswer.tsx';
import { DetailsLayout } from '../../components/property/DetailsLayout.tsx';
import { useImageFailureReload } from '../../components/property/use-image-failure-reload.ts';
import { usePropertyDetails } from './api/get-property-details.ts';
import { CrimesCard } from './CrimesCard.tsx';
import { CrimesModal } from './CrimesModal.tsx';
import { detailsTabs } from './DetailsTabs.tsx';
import { HomeHistorySection } from './HomeHistorySection.tsx';
import { PriceVariationBlock } from './PriceVariationBlock.tsx';
import { usePropertyHistory } from './api/get-property-history.ts';
import { RentEvidenceSection } from '../../components/property/RentEvidenceSection.tsx';
import { useRentEvidence } from './api/get-rent-evidence.ts';
import { PropertyHeader } from './PropertyHeader.tsx';
import { SalesPpsmSection } from './SalesPpsmSection.tsx';

function HeaderSkeleton() {
  return (
    <Grid gap="lg" aria-busy="true" aria-label="Loading the property">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Skeleton radius="md" style={{ aspectRatio: '3 / 2' }} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <Skeleton height={20} width="30%" />
          <Skeleton height={28} />
          <Skeleton height={40} width="50%" />
          <Skeleton height={20} width="70%" />
          <Skeleton height={36} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function PropertyView({ property }: { property: PropertyDetails }) {
  const onImageError = useImageFailureReload(property.propertyId);
  const rentEvidence = useRentEvidence(property.propertyId);
  const history = usePropertyHistory(property.propertyId);
  const [crimesOpen, setCrimesOpen] = useState(false);
  const point =
    property.latitude !== null && property.longitude !== null
      ? { latitude: property.latitude, longitude: property.longitude }
      : null;

  return (
    <DetailsLayout
      property={property}
      onImageError={onImageError}
      summary={(openSalesHistory) => (
        <PropertyHeader property={property} onSalesHistory={openSalesHistory} />
      )}
      tabs={detailsTabs(property, onImageError)}
      afterTabs={
        <>
          <HomeHistorySection
            history={history.data}
            loading={history.isPending}
            failed={history.isError}
          />
          <PriceVariationBlock property={property} />
          <RentEvidenceSection
            evidence={rentEvidence.data}
            loading={rentEvidence.isPending}
            failed={rentEvidence.isError}
          />
        </>
      }
      rentalsTitle="Other rentals nearby"
      leaveOutRentals={
        rentEvidence.isPending ? null : (rentEvidence.data?.used.map((r) => r.propertyId) ?? [])
      }
      beforeRecentSales={<SalesPpsmSection property={property} />}
      aside={<CrimesCard property={property} onOpen={() => setCrimesOpen(true)} />}
    >
      <CrimesModal point={point} opened={crimesOpen} onClose={() => setCrimesOpen(false)} />
    </DetailsLayout>
  );
}

/**
 * /property-details?id={propertyId} (also `?propertyId=`, older emails' name): the research page of one sale listing (docs/product.md#property-details). The
 * header needs only the details call (started by the route's loader, prefetchPropertyDetails);
 * every other section then loads on its own, in parallel, with its own skeleton.
 */
export function PropertyDetailsPage() {
  const [params] = useSearchParams();
  // `id`, or `propertyId` of the links in older alert emails (core/app-links).
  const id = propertyIdFromParams(params);
  const details = usePropertyDetails(id);

  return (
    <Container size="xl" py="lg">
      <Box mb="md">
        <PageBreadcrumbs
          trail={[{ label: 'Estimates', to: '/estimates-es' }, { label: 'Property details' }]}
        />
      </Box>
      <DetailsAnswer
        notChosen={id ? undefined : 'No property was chosen'}
        query={details}
        skeleton={<HeaderSkeleton />}
      >
        {(property) => <PropertyView key={property.propertyId} property={property} />}
      </DetailsAnswer>
    </Container>
  );
}
