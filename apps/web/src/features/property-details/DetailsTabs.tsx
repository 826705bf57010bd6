import { Card, Tabs } from '@mantine/core';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { useState } from 'react';
import { AnalyticsTab } from './AnalyticsTab.tsx';
import { DescriptionTab } from '../../components/property/DescriptionTab.tsx';
import { EstimatesTab } from './EstimatesTab.tsx';
import { FloorPlanTab } from '../../components/property/FloorPlanTab.tsx';

/** Tab values are ids (they become element ids, so no spaces) with the labels of docs/product.md#details-tabs. */
export const DETAIL_TABS = [
  { value: 'description', label: 'Description' },
  { value: 'estimates', label: 'Estimates' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'floor-plan', label: 'Floor Plan' },
] as const;
type DetailTab = (typeof DETAIL_TABS)[number]['value'];

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
  const [tab, setTab] = useState<DetailTab>('description');
  return (
    <Card withBorder radius="md" padding="md">
      <Tabs
        value={tab}
        onChange={(value) => value && setTab(value as DetailTab)}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {DETAIL_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="description">
          <DescriptionTab property={property} />
        </Tabs.Panel>
        <Tabs.Panel value="estimates">
          <EstimatesTab property={property} />
        </Tabs.Panel>
        <Tabs.Panel value="analytics">
          <AnalyticsTab property={property} />
        </Tabs.Panel>
        <Tabs.Panel value="floor-plan">
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
