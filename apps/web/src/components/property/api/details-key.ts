/** A sale listing's details (GET /api/property-estimates/{id}), also refreshed by a reload. */
export const propertyDetailsKey = (id: string) => ['property-details', id] as const;
