import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconPhone } from '@tabler/icons-react';
import { useAgent } from './api/get-agent.ts';
import classes from './PropertyDetails.module.css';
import { Section } from './Section.tsx';

/**
 * The listing agent (GET /api/property-agents/{agentId}): brand, name and phone. With
 * `moreInfoHref` (the PLO details page: the listing at the agent, else a call), a Request more
 * info button.
 */
export function AgentCard({
  agentId,
  moreInfoHref,
}: {
  agentId: string | null;
  moreInfoHref?: string | null | undefined;
}) {
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
      {agent.data && moreInfoHref !== undefined && (moreInfoHref ?? agent.data.contactPhone) && (
        <Button
          component="a"
          href={moreInfoHref ?? `tel:${agent.data.contactPhone!.replace(/\s+/g, '')}`}
          target={moreInfoHref ? '_blank' : undefined}
          rel="noreferrer noopener"
          variant="light"
          mt="sm"
          fullWidth
          data-testid="request-more-info"
        >
          Request more info
        </Button>
      )}
    </Section>
  );
}
