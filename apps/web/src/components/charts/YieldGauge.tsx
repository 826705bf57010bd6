import { Text } from '@mantine/core';

/**
 * A half-circle gauge of a gross yield on a 0 to `max` scale (spec §9: 0 to 30), drawn in SVG;
 * its value is written beside it, so the text is the accessible alternative. The scale's end
 * labels sit below the arc with room for their whole height (they were cut at the bottom).
 */
export function YieldGauge({ value, max = 30 }: { value: number | null; max?: number }) {
  const share = value === null ? 0 : Math.min(1, Math.max(0, value / max));
  const r = 40;
  const angle = Math.PI * (1 - share);
  const x = 50 + r * Math.cos(angle);
  const y = 50 - r * Math.sin(angle);
  const arc = `M 10 50 A ${r} ${r} 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)}`;
  return (
    <div>
      <svg
        viewBox="0 0 100 62"
        width="100%"
        style={{ maxWidth: 180 }}
        role="img"
        aria-label={
          value === null
            ? 'Average yield gauge: no yield'
            : `Average yield gauge: ${value.toFixed(2)}% on a scale of 0 to ${max}%`
        }
        data-testid="yield-gauge"
      >
        <path d="M 10 50 A 40 40 0 0 1 90 50" fill="none" stroke="#e9ecef" strokeWidth="10" />
        {value !== null && share > 0 && (
          <path d={arc} fill="none" stroke="#2f9e44" strokeWidth="10" />
        )}
        <text x="10" y="59" fontSize="6" textAnchor="middle" fill="#868e96">
          0
        </text>
        <text x="90" y="59" fontSize="6" textAnchor="middle" fill="#868e96">
          {max}
        </text>
      </svg>
      <Text size="xs" c="dimmed">
        Scale 0 to {max}%
      </Text>
    </div>
  );
}
