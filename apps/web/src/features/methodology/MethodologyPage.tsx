import { Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { FIGURE_DEFINITIONS } from '@yardstick/core/methodology/definitions';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Formula } from './Formula.tsx';

/** How every figure is computed, from the same definitions the tooltips use. */
export function MethodologyPage() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <Container size="md" py="xl">
      <Title order={1} mb="xs">
        How our figures are calculated
      </Title>
      <Text c="dimmed" mb="xl">
        Every figure comes from public evidence and a formula you can check. Estimates are not
        valuations and are not financial advice.
      </Text>
      <Stack gap="lg">
        {FIGURE_DEFINITIONS.map((d) => (
          <Card key={d.id} id={d.id} withBorder padding="lg" style={{ scrollMarginTop: 80 }}>
            <Title order={2} fz={20} mb="xs">
              <Anchor href={`#${d.id}`} c="navy.9" fw={700} fz={20} underline="hover">
                {d.title}
              </Anchor>
            </Title>
            <Stack gap="xs">
              {d.body.map((p) => (
                <Text key={p.slice(0, 40)}>{p}</Text>
              ))}
              {d.formula && <Formula formula={d.formula} />}
            </Stack>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
