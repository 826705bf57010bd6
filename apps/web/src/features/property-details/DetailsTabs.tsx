import { Card, Tabs } from '@mantine/core';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { useState } from 'react';
import { AnalyticsTab } from './AnalyticsTab.tsx';
import { DescriptionTab } from './DescriptionTab.tsx';
import { EstimatesTab } from './EstimatesTab.tsx';
import { FloorPlanTab } from './FloorPlanTab.tsx';

export const DETAIL_TABS = ['Description', 'Estimates', 'Analytics', 'Floor Plan'] as const;
type DetailTab = (typeof DETAIL_TABS)[number];

export interface DetailsTabsProps {
  property: PropertyDetails;
  label: string;
  onImageError: (url: string) => void;
}

/**
 * Description, Estimates, Analytics and Floor Plan. Only the open tab is rendered, so the
 * Analytics tab asks for its data when it is first opened (and keeps it cached after).
 */
export function DetailsTabs({ property, label, onImageError }: DetailsTabsProps) {
  const [tab, setTab] = useState<DetailTab>('Description');
  return (
    <Card withBorder radius="md" padding="md">
      <Tabs
        value={tab}
        onChange={(value) => value && setTab(value as DetailTab)}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {DETAIL_TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {t}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="Description">
          <DescriptionTab property={property} />
        </Tabs.Panel>
        <Tabs.Panel value="Estimates">
          <EstimatesTab property={property} />
        </Tabs.Panel>
        <Tabs.Panel value="Analytics">
          <AnalyticsTab property={property} />
        </Tabs.Panel>
        <Tabs.Panel value="Floor Plan">
          <FloorPlanTab
            floorPlanImages={property.floorPlanImages}
            label={label}
            onImageError={onImageError}
          />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
