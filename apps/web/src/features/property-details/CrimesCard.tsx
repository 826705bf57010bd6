import { Button, Group, Text } from '@mantine/core';
import { IconShieldExclamation } from '@tabler/icons-react';
import { CRIME_RADIUS_M } from '@yardstick/core/property/crimes';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { FigureTip } from '../../components/estimates/FigureTip.tsx';
import { formatNumber } from '../../lib/format.ts';
import { Section } from '../../components/property/Section.tsx';

/** The count of crimes within 500 m, opening the reported crimes modal. */
export function CrimesCard({
  property,
  onOpen,
}: {
  property: PropertyDetails;
  onOpen: () => void;
}) {
  return (
    <Section title="Crime">
      <Group justify="space-between" wrap="nowrap">
        <FigureTip id="crime">
          <Text size="sm">
            <Text span fw={800} fz="xl" data-testid="crime-rate">
              {formatNumber(property.crimeRate)}
            </Text>{' '}
            crimes within {CRIME_RADIUS_M} m in 12 months
          </Text>
        </FigureTip>
      </Group>
      <Button
        variant="light"
        color="red"
        leftSection={<IconShieldExclamation size={18} />}
        onClick={onOpen}
        disabled={property.latitude === null}
      >
        Reported crimes
      </Button>
    </Section>
  );
}
