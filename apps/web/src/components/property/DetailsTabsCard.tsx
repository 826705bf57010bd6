import { Card, Tabs } from '@mantine/core';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { useState, type ReactNode } from 'react';
import { addressLine } from '../estimates/EstimateCard.tsx';
import { FloorPlanTab } from './FloorPlanTab.tsx';

/** A tab of a details page: an id (it becomes an element id, so no spaces), its label, its panel. */
export interface DetailsTab {
  value: string;
  label: string;
  panel: ReactNode;
}

/**
 * The tabbed card of a details page (docs/product.md#details-tabs, #plo). Only the open tab is
 * rendered, so a tab that loads data asks for it when it is first opened.
 */
export function DetailsTabsCard({ tabs }: { tabs: readonly DetailsTab[] }) {
  const [tab, setTab] = useState(tabs[0]?.value ?? '');
  return (
    <Card withBorder radius="md" padding="md">
      <Tabs value={tab} onChange={(value) => value && setTab(value)} keepMounted={false}>
        <Tabs.List mb="md">
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {t.panel}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Card>
  );
}

/** The Floor Plan tab both details pages end with; a plan that fails reloads the listing. */
export function floorPlanTab(
  property: PropertyDetails,
  onImageError: (url: string) => void,
): DetailsTab {
  return {
    value: 'floor-plan',
    label: 'Floor Plan',
    panel: (
      <FloorPlanTab
        floorPlanImages={property.floorPlanImages}
        label={addressLine(property)}
        onImageError={onImageError}
      />
    ),
  };
}
