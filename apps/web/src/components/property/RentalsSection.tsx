import { Group, Stack, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { typeLabel } from '../estimates/figures.ts';
import { formatGBP } from '../../lib/format.ts';
import { RENTALS_LIMIT, useRentals } from './api/nearby-lists.ts';
import { distanceText } from './figures.ts';
import classes from './PropertyDetails.module.css';
import { Section } from './Section.tsx';

/**
 * Five rentals nearby with the same bedrooms; hidden when the call fails (only logged).
 * `excludeId`: a rental left out (on a PLO page, the pair's own, which would head it at 0 m).
 * `leaveOut`: rentals shown elsewhere (the sale page's 'Rentals this estimate used'), left
 * out of the five; while it is null (still loading) nothing is asked.
 */
export function RentalsSection({
  property,
  excludeId,
  leaveOut = [],
  title = 'Nearby rentals',
}: {
  property: PropertyDetails;
  excludeId?: string | undefined;
  leaveOut?: readonly string[] | null;
  title?: string;
}) {
  const rentals = useRentals(property, excludeId, leaveOut);
  const rows = (rentals.data ?? [])
    .filter((r) => !leaveOut?.includes(r.property_id))
    .slice(0, RENTALS_LIMIT);
  return (
    <Section
      title={title}
      loading={rentals.isPending}
      hidden={rentals.isError || (rentals.isSuccess && rows.length === 0)}
      testId="rentals"
    >
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((r) => (
          <Group
            key={r.property_id}
            component="li"
            wrap="nowrap"
            gap="sm"
            data-property-id={r.property_id}
          >
            {r.main_image ? (
              <img
                className={classes.thumb}
                src={r.main_image}
                alt={r.address ?? 'Rental'}
                loading="lazy"
              />
            ) : (
              <div className={classes.thumb} role="img" aria-label="No picture">
                <IconHome size={24} stroke={1.2} aria-hidden />
              </div>
            )}
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={700}>
                {formatGBP(r.price_amount)} pcm
              </Text>
              <Text size="sm" truncate>
                {r.address ?? r.post_code ?? '-'}
              </Text>
              <Text size="xs" c="dimmed">
                {[
                  r.bedrooms === null ? null : r.bedrooms === 0 ? 'Studio' : `${r.bedrooms} bed`,
                  typeLabel(r.property_type, null),
                  distanceText(r.distance),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}
