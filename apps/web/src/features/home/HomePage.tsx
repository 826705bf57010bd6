import {
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
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
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import classes from './HomePage.module.css';

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

export const FILTER_STORAGE_KEY = '_filter';

export function HomePage() {
  const navigate = useNavigate();
  const [location, setLocation] = useState('');

  function search(event: FormEvent) {
    event.preventDefault();
    const searchText = location.trim();
    sessionStorage.setItem(FILTER_STORAGE_KEY, JSON.stringify(searchText ? { searchText } : {}));
    navigate('/estimates-es');
  }

  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={72}>
          <Stack gap="lg" maw={760}>
            <Title order={1} c="white" fz={{ base: 32, md: 44 }}>
              A guide through the property maze
            </Title>
            <Text c="gray.2" fz="lg">
              Find UK properties for sale below market value, with estimated prices, rental yield
              and ROI for every listing.
            </Text>
            <form onSubmit={search} role="search" aria-label="Property search">
              <Group gap="xs" wrap="nowrap" className={classes.searchBox}>
                <TextInput
                  aria-label="Location"
                  placeholder="Search City, Post Code"
                  value={location}
                  onChange={(e) => setLocation(e.currentTarget.value)}
                  leftSection={<IconMapPin size={18} />}
                  size="lg"
                  style={{ flex: 1 }}
                />
                <Button type="submit" size="lg" leftSection={<IconSearch size={18} />}>
                  Search
                </Button>
              </Group>
            </form>
          </Stack>
        </Container>
      </Box>

      <Container size="xl" py={48}>
        <Title order={2} mb="md">
          Featured Properties
        </Title>
        <Card withBorder padding="xl" data-testid="featured-properties">
          <Text c="dimmed">No featured properties to show yet.</Text>
        </Card>
      </Container>

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
