/** Every cached PLO answer (lists, hits, markers, details) lives under this key. */
export const PLO_KEY = ['plo'] as const;

/** A PLO pair's details (GET /api/property/plo/details), also refreshed by a pair's reload. */
export const ploDetailsKey = (saleId: string, rentId: string) =>
  [...PLO_KEY, 'details', saleId, rentId] as const;
