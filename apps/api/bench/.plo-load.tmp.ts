import { openBenchDataset } from '/work/wt-plo/apps/api/bench/bench-dataset.ts';
const { handle } = await openBenchDataset({
  saleListings: 1_000_000, seed: 20_250_630, order: 'district', schema: 'plo_bench',
  log: (m) => console.log(`[plo-load] ${new Date().toISOString()} ${m}`),
});
await handle.close();
