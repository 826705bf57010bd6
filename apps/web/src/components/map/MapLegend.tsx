import { Group, Text } from '@mantine/core';
import type { CSSProperties } from 'react';

/** What a legend entry looks like on the map: a marker dot, or an outlined area. */
export type LegendSwatch =
  | { shape: 'dot'; fill: string }
  | { shape: 'area'; stroke: string; fill: string; fillOpacity: number; round?: boolean };

export interface LegendItem {
  label: string;
  swatch: LegendSwatch;
}

function swatchStyle(swatch: LegendSwatch): CSSProperties {
  if (swatch.shape === 'dot') {
    // As MarkerLayer draws a point: a filled dot with a white ring.
    return {
      width: 14,
      height: 14,
      borderRadius: '50%',
      background: swatch.fill,
      border: '2px solid #fff',
      boxShadow: '0 0 0 1px rgb(0 0 0 / 25%)',
    };
  }
  const alpha = Math.round(swatch.fillOpacity * 255)
    .toString(16)
    .padStart(2, '0');
  return {
    width: swatch.round ? 16 : 18,
    height: swatch.round ? 16 : 12,
    borderRadius: swatch.round ? '50%' : 2,
    border: `2px solid ${swatch.stroke}`,
    background: `${swatch.fill}${alpha}`,
  };
}

/**
 * The key to a map's colours (marker dots, outlines, the search area), as a line of
 * swatches beside the map rather than over it, so it never hides markers or the credit.
 */
export function MapLegend({
  items,
  label = 'Map legend',
}: {
  items: LegendItem[];
  label?: string;
}) {
  return (
    <Group
      component="ul"
      aria-label={label}
      data-testid="map-legend"
      gap="md"
      style={{ listStyle: 'none', margin: 0, padding: 0, rowGap: 4 }}
    >
      {items.map((item) => (
        <Group key={item.label} component="li" gap={6} wrap="nowrap">
          <span aria-hidden style={{ flex: 'none', ...swatchStyle(item.swatch) }} />
          <Text size="xs" c="gray.8">
            {item.label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
