import { Anchor, HoverCard, Stack, Text } from '@mantine/core';
import { findDefinition } from '@yardstick/core/methodology/definitions';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface FigureTipProps {
  /** The figure's methodology anchor (core methodology/definitions ids). */
  id: string;
  children: ReactNode;
  /** Extra line above the definition (e.g. the figure's value in words). */
  note?: ReactNode;
  /** Fill the parent's width (a tile in a grid) rather than sit inline. */
  block?: boolean;
}

/**
 * A figure with its explanation: on hover, focus or touch a card opens with what the figure
 * means and a "How is this calculated?" link to /methodology#<id>. The target is focusable,
 * so keyboard users reach the explanation too.
 */
export function FigureTip({ id, children, note, block = false }: FigureTipProps) {
  const definition = findDefinition(id);
  if (!definition) return <>{children}</>;
  return (
    <HoverCard
      width={280}
      shadow="md"
      openDelay={200}
      closeDelay={150}
      withArrow
      position="top"
      interactive
      events={{ hover: true, focus: true, touch: true }}
    >
      <HoverCard.Target>
        <span
          tabIndex={0}
          style={{ display: block ? 'block' : 'inline-flex', cursor: 'help', minWidth: 0 }}
        >
          {children}
        </span>
      </HoverCard.Target>
      <HoverCard.Dropdown>
        <Stack gap={4}>
          <Text size="sm" fw={700}>
            {definition.title}
          </Text>
          {note && <Text size="sm">{note}</Text>}
          <Text size="xs" c="dimmed">
            {definition.short}
          </Text>
          <Anchor component={Link} to={`/methodology#${id}`} size="xs" fw={600}>
            How is this calculated?
          </Anchor>
        </Stack>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
