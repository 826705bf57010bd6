import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { YIELD_CHECK_TEXT } from '@yardstick/core/estimates/yield-band';
import { TONE_COLOURS, type ShownFigure } from '../estimates/figures.ts';
import { FigureTip } from '../estimates/FigureTip.tsx';

export interface Figure {
  label: string;
  value: ReactNode;
  /** Methodology anchor for the explanation tooltip. */
  tip?: string;
  colour?: string;
  testId?: string;
  /** A line above the explanation (why the figure is flagged). */
  note?: string | undefined;
}

/**
 * A yield-based figure as a tile: 'check' beside a flagged one, with the explanation (`tip`)
 * and the note of why; a neutral figure in the text colour.
 */
export function shownFigure(
  label: string,
  shown: ShownFigure,
  tip?: string,
  testId?: string,
): Figure {
  return {
    label,
    value: shown.flag ? `${shown.text} · ${shown.flag}` : shown.text,
    colour: shown.colour === TONE_COLOURS.neutral ? undefined : shown.colour,
    tip: shown.flag ? tip : undefined,
    note: shown.flag ? YIELD_CHECK_TEXT : undefined,
    testId,
  };
}

/** Labelled figures in a responsive grid of small tiles. */
export function FigureList({ figures }: { figures: readonly Figure[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
      {figures.map((f) => {
        const body = (
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {f.label}
            </Text>
            <Text fw={700} c={f.colour} data-testid={f.testId}>
              {f.value}
            </Text>
          </Stack>
        );
        return (
          <div key={f.label}>
            {f.tip ? (
              <FigureTip id={f.tip} block note={f.note}>
                {body}
              </FigureTip>
            ) : (
              body
            )}
          </div>
        );
      })}
    </SimpleGrid>
  );
}
