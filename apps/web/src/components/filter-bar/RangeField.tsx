import { Group, RangeSlider, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';

export type Bound = number | undefined;
export type Range = [Bound, Bound];

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

/** A slider position as filter bounds: an end at the slider's limit means no bound. */
export function rangeFromSlider(value: [number, number], bounds: SliderBounds): Range {
  return [
    value[0] <= bounds.min ? undefined : value[0],
    value[1] >= bounds.max ? undefined : value[1],
  ];
}

export function sliderFromRange(range: Range, bounds: SliderBounds): [number, number] {
  const clamp = (n: number) => Math.min(bounds.max, Math.max(bounds.min, n));
  return [clamp(range[0] ?? bounds.min), clamp(range[1] ?? bounds.max)];
}

/** 'Any', 'From 2', 'Up to 5', '2 - 5' with the given number format. */
export function describeRange(range: Range, format: (n: number) => string): string {
  const [lo, hi] = range;
  if (lo === undefined && hi === undefined) return 'Any';
  if (hi === undefined) return `From ${format(lo!)}`;
  if (lo === undefined) return `Up to ${format(hi)}`;
  return lo === hi ? format(lo) : `${format(lo)} – ${format(hi)}`;
}

export interface RangeFieldProps {
  label: string;
  bounds: SliderBounds;
  value: Range;
  /** Called when the user lets go of a thumb (or finishes with the keyboard). */
  onChange: (value: Range) => void;
  format: (n: number) => string;
  /** Decimal places of the slider's values. */
  precision?: number;
}

/**
 * A min-max filter as a range slider with its value in words beside the label. The ends of
 * the slider mean "no bound" (bounds and steps come from core's FILTER_SLIDERS; docs/product.md#price-and-beds).
 */
export function RangeField({ label, bounds, value, onChange, format, precision }: RangeFieldProps) {
  const id = useId();
  const [dragging, setDragging] = useState<[number, number] | null>(null);
  const shown = dragging ?? sliderFromRange(value, bounds);
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} id={id}>
          {label}
        </Text>
        <Text size="sm" c="dimmed" ta="right" data-testid={`${label}-value`}>
          {describeRange(rangeFromSlider(shown, bounds), format)}
        </Text>
      </Group>
      <RangeSlider
        aria-labelledby={id}
        thumbFromLabel={`${label} from`}
        thumbToLabel={`${label} to`}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        precision={precision}
        minRange={0}
        value={shown}
        label={format}
        onChange={setDragging}
        onChangeEnd={(v) => {
          setDragging(null);
          onChange(rangeFromSlider(v, bounds));
        }}
        mx={6}
      />
    </Stack>
  );
}
