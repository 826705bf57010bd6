import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { DescriptionTab } from '../../components/property/DescriptionTab.tsx';
import { floorPlanTab, type DetailsTab } from '../../components/property/DetailsTabsCard.tsx';
import { AnalyticsTab } from './AnalyticsTab.tsx';
import { EstimatesTab } from './EstimatesTab.tsx';

/**
 * The tabs of a sale listing's details (docs/product.md#details-tabs): Description, Estimates,
 * Analytics (asks for its data when first opened) and Floor Plan.
 */
export function detailsTabs(
  property: PropertyDetails,
  onImageError: (url: string) => void,
): DetailsTab[] {
  return [
    { value: 'description', label: 'Description', panel: <DescriptionTab property={property} /> },
    { value: 'estimates', label: 'Estimates', panel: <EstimatesTab property={property} /> },
    { value: 'analytics', label: 'Analytics', panel: <AnalyticsTab property={property} /> },
    floorPlanTab(property, onImageError),
  ];
}
