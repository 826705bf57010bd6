import { Button, Stack, Text } from '@mantine/core';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { useState } from 'react';
import { useReloadProperty } from './api/reload-property.ts';
import { descriptionView } from './description.ts';
import classes from './PropertyDetails.module.css';

/**
 * The description: the first 500 characters plus '...', with Show More / Show Less only when
 * it is longer. The first Show More reloads the full property, then it toggles (docs/product.md#details-tabs).
 */
export function DescriptionTab({
  property,
  rentPropertyId,
  expandedBy = 0,
}: {
  property: PropertyDetails;
  /** A PLO pair's rental: Show More reloads the pair (type=plo). */
  rentPropertyId?: string | undefined;
  /** Opens the full text whenever it changes (the PLO page's reload after an image failure). */
  expandedBy?: number;
}) {
  const [expanded, setExpanded] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const reload = useReloadProperty();
  const [seenExpandedBy, setSeenExpandedBy] = useState(expandedBy);
  if (expandedBy !== seenExpandedBy) {
    setSeenExpandedBy(expandedBy);
    setReloaded(true);
    setExpanded(true);
  }
  const view = descriptionView(property.summary, {
    expanded,
    isDescLoaded: property.isDescLoaded,
  });

  function toggle() {
    if (expanded || reloaded) {
      setExpanded(!expanded);
      return;
    }
    setReloaded(true);
    reload.mutate(
      { propertyId: property.propertyId, rentPropertyId },
      // The reload's failure is shown by the shared display; the text already held opens.
      { onSettled: () => setExpanded(true) },
    );
  }

  if (!view.text) {
    return (
      <Text c="dimmed" py="md">
        The agent has not given a description.
      </Text>
    );
  }
  return (
    <Stack gap="xs" align="flex-start">
      <Text className={classes.description} data-testid="description">
        {view.text}
      </Text>
      {view.canToggle && (
        <Button
          variant="subtle"
          px={0}
          onClick={toggle}
          loading={reload.isPending}
          aria-expanded={expanded}
        >
          {expanded ? 'Show Less' : 'Show More'}
        </Button>
      )}
    </Stack>
  );
}
