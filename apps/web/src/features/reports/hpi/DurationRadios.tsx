import { Group, Radio } from '@mantine/core';
import { HPI_DURATION_LABELS, type HpiDuration } from '@yardstick/core/reports/hpi';

/** The duration of the chart or the list: 1, 3, 5, 10 years or the whole series. */
export function DurationRadios({
  value,
  onChange,
}: {
  value: HpiDuration;
  onChange: (d: HpiDuration) => void;
}) {
  return (
    <Radio.Group
      label="Duration"
      value={String(value)}
      onChange={(v) => onChange(v === 'max' ? 'max' : (Number(v) as HpiDuration))}
    >
      <Group gap="md" mt={4}>
        {HPI_DURATION_LABELS.map((d) => (
          <Radio key={String(d.value)} value={String(d.value)} label={d.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
