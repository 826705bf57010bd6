import { Grid, Stack } from '@mantine/core';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { addressLine } from '../estimates/EstimateCard.tsx';
import { ValuationModal } from '../estimates/ValuationModal.tsx';
import { AgentCard } from './AgentCard.tsx';
import { DetailsTabsCard, type DetailsTab } from './DetailsTabsCard.tsx';
import { galleryImages } from './gallery.ts';
import { ImageGallery } from './ImageGallery.tsx';
import { MapSections } from './MapSections.tsx';
import { RecentSoldSection } from './RecentSoldSection.tsx';
import { RentalsSection } from './RentalsSection.tsx';
import { SimilarSection } from './SimilarSection.tsx';

export interface DetailsLayoutProps {
  property: PropertyDetails;
  /** A picture that failed to load (the page reloads the listing). */
  onImageError: (url: string) => void;
  /** The summary beside the pictures; `openSalesHistory` opens the valuation modal. */
  summary: (openSalesHistory: () => void) => ReactNode;
  tabs: readonly DetailsTab[];
  /** The page's own sections of the main column: after the tabs, and before recent sales. */
  afterTabs?: ReactNode;
  beforeRecentSales?: ReactNode;
  /** The page's own cards of the side column, between the agent and the rentals. */
  aside?: ReactNode;
  /** The agent card's 'More info' link (default: a call). */
  agentMoreInfoHref?: string | null | undefined;
  /** Whether the rentals section shows (default: yes). */
  rentals?: boolean;
  /** A rental the rentals section leaves out (the PLO page's own). */
  excludeRentalId?: string | undefined;
  /** Rentals the page shows elsewhere, left out of the rentals section (null: loading). */
  leaveOutRentals?: readonly string[] | null;
  /** The rentals section's title (default 'Nearby rentals'). */
  rentalsTitle?: string;
  /** The similar properties section (default: the sale listings' SimilarSection). */
  similar?: ReactNode;
  /** The page's own modals. */
  children?: ReactNode;
}

/**
 * The layout both details pages share (docs/product.md#property-details, #plo): the gallery
 * and the page's summary, the tabs, the facilities map and what's nearby, recent sales, the
 * agent and rentals, similar properties and the sales history (valuation) modal; each page
 * adds its own sections in the slots.
 */
export function DetailsLayout({
  property,
  onImageError,
  summary,
  tabs,
  afterTabs,
  beforeRecentSales,
  aside,
  agentMoreInfoHref,
  rentals = true,
  excludeRentalId,
  leaveOutRentals = [],
  rentalsTitle,
  similar,
  children,
}: DetailsLayoutProps) {
  const [salesPostCode, setSalesPostCode] = useState<string | null>(null);
  // The pictures and the summary (the header) commit first; everything below them renders
  // in the next, interruptible pass, so the header paints without waiting for the tabs, maps
  // and sections (about 60 ms of rendering on a cold load).
  const belowTheFold = useDeferredValue(true, false);
  return (
    <Stack gap="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ImageGallery
            images={galleryImages(property.images, property.mainImage)}
            label={addressLine(property)}
            onImageError={onImageError}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {summary(() => setSalesPostCode(property.postCode))}
        </Grid.Col>
      </Grid>
      {belowTheFold && (
        <>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="lg">
                <DetailsTabsCard tabs={tabs} />
                {afterTabs}
                <MapSections property={property} />
                {beforeRecentSales}
                <RecentSoldSection property={property} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="lg">
                <AgentCard agentId={property.agentId} moreInfoHref={agentMoreInfoHref} />
                {aside}
                {rentals && (
                  <RentalsSection
                    property={property}
                    excludeId={excludeRentalId}
                    leaveOut={leaveOutRentals}
                    {...(rentalsTitle ? { title: rentalsTitle } : {})}
                  />
                )}
              </Stack>
            </Grid.Col>
          </Grid>
          {similar ?? <SimilarSection property={property} />}
          <ValuationModal postCode={salesPostCode} onClose={() => setSalesPostCode(null)} />
          {children}
        </>
      )}
    </Stack>
  );
}
