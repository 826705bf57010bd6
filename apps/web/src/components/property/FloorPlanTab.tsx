import { Stack, Text } from '@mantine/core';
import { splitImageList } from '@yardstick/core/property/property-details';
import classes from './PropertyDetails.module.css';

export const NO_FLOOR_PLANS = 'There are no floor plans for this property';

/** The floor plans, or 'There are no floor plans for this property' (none or 'NA'). */
export function FloorPlanTab({
  floorPlanImages,
  label,
  onImageError,
}: {
  floorPlanImages: string;
  label: string;
  onImageError: (url: string) => void;
}) {
  const plans = splitImageList(floorPlanImages);
  if (plans.length === 0) {
    return (
      <Text c="dimmed" py="md" data-testid="no-floor-plans">
        {NO_FLOOR_PLANS}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {plans.map((url, i) => (
        <img
          key={url}
          className={classes.floorPlan}
          src={url}
          alt={`Floor plan ${i + 1} of ${plans.length} of ${label}`}
          loading="lazy"
          onError={() => onImageError(url)}
        />
      ))}
    </Stack>
  );
}
