import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Image,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { DEAL_KIND_LABELS, DEAL_MESSAGES, type SharedDeal } from '@yardstick/core/deals/deals';
import { useParams } from 'react-router';
import { formatDate, formatGBP } from '../../lib/format.ts';
import { useSharedDeal } from './api/get-shared-deal.ts';
import { EventsList } from './EventsList.tsx';
import { FiguresTable } from './FiguresTable.tsx';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Pairs({ rows }: { rows: { label: string; value: string }[] }) {
  return (
    <Table withTableBorder striped>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.label}>
            <Table.Th scope="row" fw={500} w="45%">
              {r.label}
            </Table.Th>
            <Table.Td>{r.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function SharedDealView({ deal, token }: { deal: SharedDeal; token: string }) {
  const p = deal.property;
  const pictures = [...new Set([p.mainImage, ...p.images].filter((s): s is string => !!s))];
  const place = [p.address, p.postcode].filter(Boolean).join(', ');
  const comparables = deal.pack.comparables;
  return (
    <Stack gap="md" data-testid="shared-deal">
      <Stack gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Shared deal · read-only
        </Text>
        <Title order={1}>{deal.title}</Title>
        {place !== deal.title && <Text>{place}</Text>}
        <Text size="sm" c="dimmed">
          {DEAL_KIND_LABELS[deal.kind]}
          {p.bedrooms !== null ? ` · ${p.bedrooms} bedrooms` : ''}
          {p.floorArea !== null ? ` · ${p.floorArea} m²` : ''}
          {deal.expiresAt ? ` · this link works until ${formatDate(deal.expiresAt)}` : ''}
        </Text>
        <Button
          component="a"
          href={`/api/shared/deals/${encodeURIComponent(token)}/pack.pdf`}
          download
          leftSection={<IconDownload size={16} />}
          style={{ alignSelf: 'flex-start' }}
        >
          Download the deal pack (PDF)
        </Button>
      </Stack>
      {pictures.length > 0 && (
        <Grid>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <Image
              src={pictures[0]}
              alt={`Photo of ${place || deal.title}`}
              radius="md"
              h={300}
              fit="cover"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Stack gap="xs">
              {pictures.slice(1, 3).map((src, i) => (
                <Image key={src} src={src} alt={`Photo ${i + 2}`} radius="md" h={145} fit="cover" />
              ))}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
      <Section title="Figures: when added and today">
        <FiguresTable then={deal.then} now={deal.now} />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title="Return on investment and its assumptions">
          {deal.pack.roiAssumptions.length > 0 ? (
            <Pairs rows={deal.pack.roiAssumptions} />
          ) : (
            <Text size="sm">
              No rent is known for this property, so no return is worked out here.
            </Text>
          )}
        </Section>
        <Section title="The area">
          {deal.pack.area.length > 0 ? (
            <Pairs rows={deal.pack.area} />
          ) : (
            <Text size="sm">No area figures are held here.</Text>
          )}
        </Section>
      </SimpleGrid>
      {comparables.length > 0 && (
        <Section title="Comparables">
          <Table.ScrollContainer minWidth={520}>
            <Table withTableBorder striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Address</Table.Th>
                  <Table.Th>Sold</Table.Th>
                  <Table.Th>Price</Table.Th>
                  <Table.Th>Why</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {comparables.map((c, i) => (
                  <Table.Tr key={`${c.address}-${i}`}>
                    <Table.Td>{c.address}</Table.Td>
                    <Table.Td>{formatDate(c.date)}</Table.Td>
                    <Table.Td>{formatGBP(c.price)}</Table.Td>
                    <Table.Td>
                      <Badge
                        size="xs"
                        variant="light"
                        color={c.source === 'estimate' ? 'blue' : 'gray'}
                      >
                        {c.source === 'estimate'
                          ? 'behind the estimate'
                          : `sold ${c.distanceM ?? '?'} m away`}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Section>
      )}
      <Section title="Listing history">
        <EventsList events={deal.events} />
      </Section>
      <Section title="How the figures are made">
        <List size="sm" spacing={4}>
          {deal.pack.methodology.map((m) => (
            <List.Item key={m}>{m}</List.Item>
          ))}
        </List>
      </Section>
      <Section title="Data sources and attributions">
        <Stack gap={6}>
          {deal.pack.attributions.map((a) => (
            <Text size="xs" key={a.dataset}>
              <b>{a.dataset}.</b> {a.attribution}
            </Text>
          ))}
        </Stack>
      </Section>
    </Stack>
  );
}

/** /shared/deals/{token}: a deal someone shared, read-only, without signing in. */
export function SharedDealPage() {
  const { token = '' } = useParams();
  const shared = useSharedDeal(token);
  return (
    <Container size="lg" py="md">
      {shared.isPending && <Skeleton h={400} />}
      {shared.isError && (
        <Alert color="red" title="The shared deal could not be loaded">
          Please try again.
        </Alert>
      )}
      {shared.data === null && (
        <Alert color="yellow" title="Link not available" data-testid="share-gone">
          {DEAL_MESSAGES.shareNotFound}.
        </Alert>
      )}
      {shared.data && <SharedDealView deal={shared.data} token={token} />}
    </Container>
  );
}
