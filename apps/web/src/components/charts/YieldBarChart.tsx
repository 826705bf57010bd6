import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

/** A horizontal bar chart of postcodes' gross yields (%); its table is the page's yield table. */
export function YieldBarChart({
  rows,
  label,
  colour,
}: {
  rows: { area: string; avg_yield: number }[];
  label: string;
  colour: string;
}) {
  return (
    <div role="img" aria-label={label}>
      <BarChart
        h={Math.max(120, rows.length * 30 + 40)}
        data={rows.map((r) => ({ postcode: r.area, Yield: r.avg_yield }))}
        dataKey="postcode"
        orientation="vertical"
        series={[{ name: 'Yield', color: colour }]}
        valueFormatter={(v) => `${v.toFixed(2)}%`}
        yAxisProps={{ width: 84 }}
        withBarValueLabel
      />
    </div>
  );
}
