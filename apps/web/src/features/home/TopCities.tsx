import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconBuildingCommunity, IconChevronRight } from '@tabler/icons-react';
import type { CityAggregate } from '@yardstick/core/search/city-aggregate';
import { DEFAULT_FILTER } from '@yardstick/core/search/filter';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  bmvTone,
  roiTone,
  signedPercent,
  TONE_COLOURS,
  type Tone,
} from '../../components/estimates/figures.ts';
import { FigureTip } from '../../components/estimates/FigureTip.tsx';
import { filterParams } from '../../components/filter-bar/filter-model.ts';
import { formatGBP, formatNumber } from '../../lib/format.ts';
import { useTopCities } from './api/get-top-cities.ts';

/** The estimates grid searching one district (the address carries the filter). */
export function districtSearchHref(city: Pick<CityAggregate, 'district_code' | 'district_name'>) {
  const searchText = city.district_name
    ? `${city.district_code}, ${city.district_name}`
    : city.district_code;
  const params = filterParams({ ...DEFAULT_FILTER, districts: [city.district_code], searchText });
  return `/estimates-es?${new URLSearchParams(params).toString()}`;
}

/** A figure's badge in its tone, explained on hover (FigureTip). */
function FigureBadge({ id, tone, children }: { id: string; tone: Tone; children: ReactNode }) {
  return (
    <FigureTip id={id}>
      <Badge variant="light" color={TONE_COLOURS[tone]} tt="none" radius="sm">
        {children}
      </Badge>
    </FigureTip>
  );
}

function CityCard({ city }: { city: CityAggregate }) {
  return (
    <Card withBorder padding="md" radius="md" data-testid="top-city">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconBuildingCommunity size={20} color="var(--mantine-color-teal-7)" aria-hidden />
            <Text fw={700} truncate>
              {city.district_name ?? city.district_code}
            </Text>
          </Group>
          <Badge variant="outline" color="gray" radius="sm">
            {city.district_code}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {formatNumber(city.total)} {city.total === 1 ? 'property' : 'properties'} for sale
        </Text>
        <Text size="sm">
          Average asking price{' '}
          <Text span fw={700}>
            {formatGBP(city.avg_price)}
          </Text>
        </Text>
        <Group gap={6}>
          <FigureBadge id="bmv" tone={bmvTone(city.avg_bmv)}>
            Avg BMV {signedPercent(city.avg_bmv)}
          </FigureBadge>
          <FigureBadge id="roi" tone={roiTone(city.avg_roi)}>
            Avg ROI {signedPercent(city.avg_roi)}
          </FigureBadge>
        </Group>
        <Anchor
          component={Link}
          to={districtSearchHref(city)}
          size="sm"
          fw={600}
          aria-label={`See properties in ${city.district_name ?? city.district_code}`}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}
        >
          See properties
          <IconChevronRight size={16} aria-hidden />
        </Anchor>
      </Stack>
    </Card>
  );
}

/** Top cities: sale listings, average price, BMV and ROI of the six districts. */
export function TopCities() {
  const { data, isPending, isError } = useTopCities();
  if (isError) return <Alert color="red">The city figures could not be loaded.</Alert>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {isPending
        ? Array.from({ length: 6 }, (_, i) => <Skeleton key={i} height={170} radius="md" />)
        : data.map((city) => <CityCard key={city.district_code} city={city} />)}
    </SimpleGrid>
  );
}
