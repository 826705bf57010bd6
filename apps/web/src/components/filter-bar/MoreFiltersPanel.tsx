import {
  Button,
  Checkbox,
  Chip,
  Divider,
  Drawer,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Title,
} from '@mantine/core';
import {
  CONFIDENCE_LEVELS,
  FILTER_SLIDERS,
  RENTAL_DEMAND_LEVELS,
  SCHOOL_RATINGS,
  SEARCH_STATUSES,
  STATUS_LABELS,
  type EstimateConfidence,
  type RentalDemand,
  type SchoolRating,
  type SearchStatus,
} from '@yardstick/core/search/constants';
import type { SearchFilter } from '@yardstick/core/search/filter';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, type ReactNode } from 'react';
import { formatNumber } from '../../lib/format.ts';
import { withField } from './filter-model.ts';
import { RangeField, type Range } from './RangeField.tsx';

/** The filters the More panel holds; the button shows how many of them are set. */
export const ADVANCED_KEYS = [
  'status',
  'soldSTC',
  'minSchoolDist',
  'maxSchoolDist',
  'minBusDist',
  'maxBusDist',
  'minTrainDist',
  'maxTrainDist',
  'minMarketValue',
  'maxMarketValue',
  'minPlotArea',
  'maxPlotArea',
  'minDeprivationIndex',
  'maxDeprivationIndex',
  'matchAnyKeywords',
  'matchAllKeywords',
  'rentalDemand',
  'schoolRating',
  'minFloorArea',
  'maxFloorArea',
  'minYield',
  'maxYield',
  'minRoi',
  'maxRoi',
  'confidence',
  'noPriceWarnings',
] as const satisfies readonly (keyof SearchFilter)[];

/** How many advanced filters are set (a min-max pair counts once). */
export function advancedCount(filter: SearchFilter): number {
  const set = (key: keyof SearchFilter) => {
    const v = filter[key];
    if (key === 'soldSTC') return v === false;
    if (key === 'noPriceWarnings') return v === true;
    return v !== undefined && !(Array.isArray(v) && v.length === 0);
  };
  const groups = new Set<string>();
  for (const key of ADVANCED_KEYS) {
    if (set(key)) groups.add(key.replace(/^(min|max)/, ''));
  }
  return groups.size;
}

export function withoutAdvanced(filter: SearchFilter): SearchFilter {
  const next = { ...filter };
  for (const key of ADVANCED_KEYS) delete next[key];
  return next;
}

type RangeName =
  | 'SchoolDist'
  | 'BusDist'
  | 'TrainDist'
  | 'MarketValue'
  | 'PlotArea'
  | 'DeprivationIndex'
  | 'FloorArea'
  | 'Yield'
  | 'Roi';
type RangeKey = `min${RangeName}` | `max${RangeName}`;
const pair = (name: RangeName): [RangeKey, RangeKey] => [`min${name}`, `max${name}`];

const miles = (n: number) => `${n.toFixed(1)} mi`;
const percent = (n: number) => `${n}%`;
const sqm = (n: number) => `${formatNumber(n)} m²`;
const plain = (n: number) => String(n);

interface RangeSpec {
  name: RangeName;
  label: string;
  bounds: keyof typeof FILTER_SLIDERS;
  precision?: number;
  format: (n: number) => string;
  /** A line under the slider saying how to read it. */
  note?: string;
}

const WITHIN: RangeSpec[] = [
  { name: 'SchoolDist', label: 'Schools', bounds: 'distance', precision: 1, format: miles },
  { name: 'BusDist', label: 'Bus stops', bounds: 'distance', precision: 1, format: miles },
  { name: 'TrainDist', label: 'Train stations', bounds: 'distance', precision: 1, format: miles },
];

const VALUE_AND_AREA: RangeSpec[] = [
  {
    name: 'MarketValue',
    label: 'Market value %',
    bounds: 'marketValue',
    format: percent,
    note: '-200% to -1% means below market value.',
  },
  { name: 'FloorArea', label: 'Floor area', bounds: 'floorArea', format: sqm },
  { name: 'PlotArea', label: 'Plot area', bounds: 'plotArea', format: sqm },
  {
    name: 'DeprivationIndex',
    label: 'Deprivation index',
    bounds: 'deprivationIndex',
    format: plain,
    note: '0 is the most deprived neighbourhood, 100 the least.',
  },
];

/** The derived figures (issue 28): what a saved search alerts on, searchable here too. */
const FIGURES: RangeSpec[] = [
  {
    name: 'Yield',
    label: 'Gross yield %',
    bounds: 'yield',
    precision: 1,
    format: percent,
    note: 'The yearly rent estimate as a share of the asking price.',
  },
  {
    name: 'Roi',
    label: 'ROI %',
    bounds: 'roi',
    format: percent,
    note: "The ROI calculator's return on the cash put in, with its default inputs.",
  },
];

const KEYWORDS = [
  {
    key: 'matchAnyKeywords',
    label: 'Match any keywords',
    description: 'At least one of these words',
  },
  { key: 'matchAllKeywords', label: 'Match all keywords', description: 'Every one of these words' },
] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={4} fz="sm" tt="uppercase" c="dimmed">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export interface MoreFiltersPanelProps {
  opened: boolean;
  /** The filter being edited (the panel's own draft). */
  value: SearchFilter;
  onChange: (filter: SearchFilter) => void;
  /** Done: apply and close. */
  onDone: () => void;
  /** Closing without Done (Escape, the close button, the overlay) applies as well. */
  onClose: () => void;
}

/**
 * The More/Filter panel (docs/product.md#more-filters): status, distances to
 * schools, bus stops and stations (miles), market value %, plot area, deprivation index,
 * the figures (gross yield %, ROI %, estimate confidence, no price warnings), keywords (match any / match all), rental demand and school rating, floor area. It edits a
 * draft; Done applies it.
 */
export function MoreFiltersPanel({
  opened,
  value,
  onChange,
  onDone,
  onClose,
}: MoreFiltersPanelProps) {
  const range = (name: RangeName): Range => {
    const [lo, hi] = pair(name);
    return [value[lo], value[hi]];
  };
  const setRange =
    (name: RangeName) =>
    ([min, max]: Range) => {
      const [lo, hi] = pair(name);
      onChange(withField(withField(value, lo, min), hi, max));
    };
  const rangeField = (r: RangeSpec) => (
    <Fragment key={r.name}>
      <RangeField
        label={r.label}
        bounds={FILTER_SLIDERS[r.bounds]}
        {...(r.precision ? { precision: r.precision } : {})}
        format={r.format}
        value={range(r.name)}
        onChange={setRange(r.name)}
      />
      {r.note && (
        <Text size="xs" c="dimmed" mt={-8}>
          {r.note}
        </Text>
      )}
    </Fragment>
  );
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title={<Text fw={700}>More filters</Text>}
      aria-label="More filters"
    >
      <Stack gap="lg" pb={80}>
        <Section title="Status">
          <Checkbox.Group
            aria-label="Status"
            value={value.status ?? []}
            onChange={(v) => onChange(withField(value, 'status', v as SearchStatus[]))}
          >
            <SimpleGrid cols={2} spacing="xs">
              {SEARCH_STATUSES.map((status) => (
                <Checkbox key={status} value={status} label={STATUS_LABELS[status]} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Switch
            label="Exclude Sold STC"
            checked={value.soldSTC === false}
            onChange={(e) =>
              onChange(withField(value, 'soldSTC', e.currentTarget.checked ? false : undefined))
            }
          />
        </Section>
        <Divider />
        <Section title="Within">{WITHIN.map(rangeField)}</Section>
        <Divider />
        <Section title="Value and area">{VALUE_AND_AREA.map(rangeField)}</Section>
        <Divider />
        <Section title="Figures">
          {FIGURES.map(rangeField)}
          <Checkbox.Group
            label="Estimate confidence"
            value={value.confidence ?? []}
            onChange={(v) => onChange(withField(value, 'confidence', v as EstimateConfidence[]))}
          >
            <Group gap="md" mt={6}>
              {CONFIDENCE_LEVELS.map((level) => (
                <Checkbox key={level} value={level} label={level} />
              ))}
            </Group>
          </Checkbox.Group>
          <Switch
            label="Hide listings with a price warning (auction, shared ownership, short lease...)"
            checked={value.noPriceWarnings === true}
            onChange={(e) =>
              onChange(
                withField(value, 'noPriceWarnings', e.currentTarget.checked ? true : undefined),
              )
            }
          />
        </Section>
        <Divider />
        <Section title="Keywords">
          {KEYWORDS.map((k) => (
            <TagsInput
              key={k.key}
              label={k.label}
              description={k.description}
              placeholder="Type a word, then Enter"
              value={value[k.key] ?? []}
              onChange={(v) => onChange(withField(value, k.key, v))}
              maxTags={20}
              clearable
            />
          ))}
        </Section>
        <Divider />
        <Section title="Demand & Ratings">
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              Rental demand
            </Text>
            <Chip.Group
              multiple
              value={value.rentalDemand ?? []}
              onChange={(v) => onChange(withField(value, 'rentalDemand', v as RentalDemand[]))}
            >
              <Group gap="xs">
                {RENTAL_DEMAND_LEVELS.map((level) => (
                  <Chip key={level} value={level} size="sm">
                    {level}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
          <Checkbox.Group
            label="School rating (nearest school)"
            value={value.schoolRating ?? []}
            onChange={(v) => onChange(withField(value, 'schoolRating', v as SchoolRating[]))}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={6}>
              {SCHOOL_RATINGS.map((rating) => (
                <Checkbox key={rating} value={rating} label={rating} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </Section>
      </Stack>
      <Group
        justify="space-between"
        p="md"
        style={{
          position: 'sticky',
          bottom: 0,
          background: 'var(--mantine-color-body)',
          borderTop: '1px solid var(--mantine-color-default-border)',
          margin: '0 calc(var(--mantine-spacing-md) * -1) calc(var(--mantine-spacing-md) * -1)',
        }}
      >
        <Button variant="subtle" onClick={() => onChange(withoutAdvanced(value))}>
          Reset these filters
        </Button>
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Drawer>
  );
}
