import {
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconChartBar,
  IconMapPin,
  IconPercentage,
  IconSearch,
  IconShieldCheck,
} from '@tabler/icons-react';
import { DEFAULT_FILTER } from '@yardstick/core/search/filter';
import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { filterParams } from '../../components/filter-bar/filter-model.ts';
import { handFilter, markHandOff } from '../../components/filter-bar/filter-storage.ts';
import { LocationSearch } from '../../components/filter-bar/LocationSearch.tsx';
import { useLocationDraft } from '../../components/filter-bar/use-location-draft.ts';
import { FeaturedProperties } from './FeaturedProperties.tsx';
import classes from './HomePage.module.css';
import { TopCities } from './TopCities.tsx';

const REASONS = [
  {
    icon: IconPercentage,
    title: 'Below market value, measured',
    text: 'Every listing gets an estimated price range from recent local sales per square metre, indexed to today with the House Price Index, so you can see how far the asking price sits below or above value.',
  },
  {
    icon: IconChartBar,
    title: 'Return on investment at a glance',
    text: 'Rent estimates from nearby lettings, gross yield and a full ROI model for single lets and HMOs, with stamp duty, mortgage and remortgage built in.',
  },
  {
    icon: IconMapPin,
    title: 'The area behind the address',
    text: 'Crime nearby, deprivation rank, schools and their Ofsted judgements, bus stops and stations, and the sale history of the postcode.',
  },
  {
    icon: IconShieldCheck,
    title: 'Open data, shown openly',
    text: 'Built on HM Land Registry, ONS, police.uk, Ofsted and NaPTAN data. Every figure links to how it is calculated.',
  },
];

/**
 * The banner's search (docs/product.md#home): the filter bar's location box. Submitting hands the
 * filter to the estimates grid through session storage `_filter` and goes to /estimates-es
 * (a visitor signs in on the way; the filter waits in the session).
 */
function HomeSearch() {
  const navigate = useNavigate();
  const location = useLocationDraft(DEFAULT_FILTER);

  function search(event: FormEvent) {
    event.preventDefault();
    handFilter(filterParams(location.apply(DEFAULT_FILTER)));
    markHandOff();
    navigate('/estimates-es');
  }

  return (
    <form onSubmit={search} role="search" aria-label="Property search">
      <Group gap="xs" className={classes.searchBox}>
        <LocationSearch
          size="lg"
          className={classes.location}
          value={location.text}
          onChange={location.type}
          onPick={location.pick}
        />
        <Button
          type="submit"
          size="lg"
          leftSection={<IconSearch size={18} />}
          className={classes.searchButton}
        >
          Search
        </Button>
      </Group>
    </form>
  );
}

/** A titled section of the home page with its one-line introduction. */
function HomeSection({
  title,
  intro,
  children,
  ...spacing
}: {
  title: string;
  intro: string;
  children: ReactNode;
  py?: number;
  pb?: number;
}) {
  return (
    <Container size="xl" {...spacing}>
      <Title order={2} mb={4}>
        {title}
      </Title>
      <Text c="dimmed" mb="md">
        {intro}
      </Text>
      {children}
    </Container>
  );
}

export function HomePage() {
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 40, md: 72 }}>
          <Stack gap="lg" maw={760}>
            <Title order={1} c="white" fz={{ base: 30, md: 44 }}>
              A guide through the property maze
            </Title>
            <Text c="gray.2" fz={{ base: 'md', md: 'lg' }}>
              Find UK properties for sale below market value, with estimated prices, rental yield
              and ROI for every listing.
            </Text>
            <HomeSearch />
          </Stack>
        </Container>
      </Box>

      <HomeSection
        title="Featured Properties"
        intro="Recently listed below their estimated market value in Reading, Chorlton and Speke."
        py={48}
      >
        <div data-testid="featured-properties">
          <FeaturedProperties />
        </div>
      </HomeSection>

      <HomeSection
        title="Top cities"
        intro="Properties for sale, average asking price, BMV and ROI by postcode district."
        pb={48}
      >
        <TopCities />
      </HomeSection>

      <Box bg="gray.0">
        <Container size="xl" py={56}>
          <Title order={2} mb="xl" ta="center">
            Why Choose Us
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            {REASONS.map(({ icon: Icon, title, text }) => (
              <Card key={title} padding="lg" withBorder>
                <ThemeIcon size={44} radius="md" variant="light" mb="md">
                  <Icon size={24} />
                </ThemeIcon>
                <Text fw={700} mb={6}>
                  {title}
                </Text>
                <Text size="sm" c="dimmed">
                  {text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
    </>
  );
}
