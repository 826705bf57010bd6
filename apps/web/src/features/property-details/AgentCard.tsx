import { Group, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconPhone } from '@tabler/icons-react';
import { useAgent } from './api/get-agent.ts';
import classes from './PropertyDetails.module.css';
import { Section } from './Section.tsx';

/** The listing agent (GET /api/property-agents/{agentId}): brand, name and phone. */
export function AgentCard({ agentId }: { agentId: string | null }) {
  const agent = useAgent(agentId);
  if (!agentId) return null;
  return (
    <Section title="Agent" loading={agent.isPending} skeletonHeight={64} hidden={agent.isError}>
      {agent.data && (
        <Group wrap="nowrap" data-testid="agent">
          {agent.data.brandImageUrl ? (
            <img
              className={classes.agentLogo}
              src={agent.data.brandImageUrl}
              alt={`${agent.data.name} logo`}
            />
          ) : (
            <div className={classes.agentLogo} aria-hidden>
              <IconBuildingStore />
            </div>
          )}
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {agent.data.name}
            </Text>
            {agent.data.contactPhone && (
              <Group gap={4} wrap="nowrap">
                <IconPhone size={16} aria-hidden />
                <Text
                  size="sm"
                  component="a"
                  href={`tel:${agent.data.contactPhone.replace(/\s+/g, '')}`}
                  c="inherit"
                >
                  {agent.data.contactPhone}
                </Text>
              </Group>
            )}
          </Stack>
        </Group>
      )}
    </Section>
  );
}
