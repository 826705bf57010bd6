import { apiErrorSchema } from '@yardstick/core/api-error';

/** What the membership routes' OpenAPI entries share. */
export const tags = ['membership'];

/** The catalogue's error answer for each status. */
export const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<
    number,
    typeof apiErrorSchema
  >;
