import { Anchor, Box, Container, Divider, Grid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import classes from './Footer.module.css';

const QUICK_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Estimates', to: '/estimates-es' },
  { label: 'PLO', to: '/plo-es' },
  { label: 'House Price Index', to: '/hpi-reports' },
  { label: 'Stamp duty calculator', to: '/stamp-duty' },
  { label: 'How figures are calculated', to: '/methodology' },
  { label: 'Data sources and licences', to: '/data-sources' },
];

export function Footer() {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="xs">
              <Logo inverted />
              <Text size="sm" c="gray.4">
                A guide through the property maze: estimated prices, below-market-value and
                return-on-investment figures for UK property investors and agents.
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <Title order={4} c="white" mb="xs">
              Quick links
            </Title>
            <Stack gap={4}>
              {QUICK_LINKS.map((l) => (
                <Anchor key={l.to} component={Link} to={l.to} c="gray.3" size="sm">
                  {l.label}
                </Anchor>
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <Title order={4} c="white" mb="xs">
              Contact
            </Title>
            <Stack gap={4}>
              <Anchor href="mailto:support@yardstick.example" c="gray.3" size="sm">
                support@yardstick.example
              </Anchor>
              <Text size="sm" c="gray.4">
                Monday to Friday, 9am to 5pm
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
        <Divider my="lg" color="navy.6" />
        <Text size="xs" c="gray.5">
          Contains HM Land Registry data © Crown copyright and database right. Contains OS data ©
          Crown copyright and database right. Contains Royal Mail data © Royal Mail copyright and
          database right. Source: Office for National Statistics, licensed under the Open Government
          Licence v3.0. Contains public sector information from police.uk, DfE, Ofsted and DfT
          licensed under the Open Government Licence v3.0.{' '}
          <Anchor component={Link} to="/data-sources" c="gray.4" inherit underline="always">
            All data sources
          </Anchor>
          . Figures are estimates, not financial advice.
        </Text>
      </Container>
    </Box>
  );
}
