import { useId } from 'react';
import type { CrimeCategoryCount } from './crimes.ts';

const WIDTH = 600;
const ROW = 36;
const BAR = 12;

/**
 * Crimes by category as horizontal bars (SVG, no chart library). Screen readers get the
 * whole series as the image's description; each bar also carries its own title.
 */
export function CrimeChart({ data }: { data: readonly CrimeCategoryCount[] }) {
  const id = useId();
  const max = Math.max(1, ...data.map((d) => d.count));
  const height = data.length * ROW + 4;
  const summary = data.map((d) => `${d.category}: ${d.count}`).join('; ');
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      style={{ maxWidth: WIDTH, display: 'block' }}
      data-testid="crime-chart"
    >
      <title id={`${id}-title`}>Crimes by category</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      {data.map((d, i) => {
        const y = i * ROW;
        const w = Math.max(2, Math.round((d.count / max) * (WIDTH - 60)));
        return (
          <g key={d.category}>
            <text x={0} y={y + 13} fontSize={13} fill="currentColor">
              {d.category}
            </text>
            <rect x={0} y={y + 18} width={w} height={BAR} rx={3} fill="var(--mantine-color-red-6)">
              <title>{`${d.category}: ${d.count}`}</title>
            </rect>
            <text x={w + 6} y={y + 29} fontSize={12} fill="currentColor" fontWeight={600}>
              {d.count}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
