import { Anchor, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { OutsideCoverage } from '../../../components/OutsideCoverage.tsx';
import { useAreaAverages } from '../../../lib/area-averages.ts';
import { AverageCards } from './AverageCards.tsx';
import { HmoMarket } from './HmoMarket.tsx';
import { YieldSection } from './YieldSection.tsx';

/**
 * The report of one area: its averages, its HMO room market and its postcodes by yield; an
 * area without listings says so with the places the data covers (`onArea` opens one).
 */
export function AreaReport({
  areaCode,
  onArea,
}: {
  areaCode: string;
  onArea: (code: string) => void;
}) {
  const averages = useAreaAverages(areaCode);
  const a = averages.data;
  if (averages.isPending) return <Skeleton height={160} />;
  if (averages.isError) return <Text c="red">The averages of {areaCode} could not be loaded.</Text>;
  if (!a) return <OutsideCoverage title={`No listings held in ${areaCode}`} onPick={onArea} />;
  return (
    <Stack gap="md">
      <AverageCards averages={a} />
      {a.roomAvg.roomsAvailable > 0 && <HmoMarket rooms={a.roomAvg} />}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <YieldSection
          key={`high-${areaCode}`}
          areaCode={areaCode}
          order="high"
          yieldPostcodes={a.yield_postcodes}
        />
        <YieldSection
          key={`low-${areaCode}`}
          areaCode={areaCode}
          order="low"
          yieldPostcodes={a.yield_postcodes}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        A postcode's gross yield is its average monthly rent x 12 / its average asking price, where
        it has at least 3 sale and 1 rental listings; yields outside 2%-15% are left out as
        implausible. See{' '}
        <Anchor component={Link} to="/methodology">
          Methodology
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
