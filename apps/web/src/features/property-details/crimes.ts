import type { CrimeRow } from '@yardstick/core/property/crimes';
export interface CrimeCategoryCount {
  category: string;
  count: number;
}

/** Crimes counted by category, most frequent first (ties by name), for the chart. */
export function crimesByCategory(
  rows: readonly Pick<CrimeRow, 'crime_type'>[],
): CrimeCategoryCount[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const category = row.crime_type.trim() || 'Other crime';
    counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  return [...counts]
    .map(([category, count]) => ({ category, count }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
}
