const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * The release month in an ONS-style file name, 'YYYY-MM': NSPL_NOV_2021_UK_WC.csv -> 2021-11,
 * ONSPD_AUG_2025_UK.csv -> 2025-08, NSPL21_MAY_2025_UK.csv -> 2025-05. Undefined when the
 * name carries no month name and year (the loader then looks for a numeric date).
 */
export function monthNameVintage(fileName: string): string | undefined {
  const match =
    /(?:^|[^a-z])(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*[-_ ]?((?:19|20)\d{2})(?!\d)/i.exec(
      fileName,
    );
  if (!match) return undefined;
  const month = MONTHS.indexOf(match[1]!.toLowerCase()) + 1;
  return `${match[2]}-${String(month).padStart(2, '0')}`;
}
