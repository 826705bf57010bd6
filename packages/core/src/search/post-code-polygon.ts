import { z } from 'zod';
import { idSchema } from './estimate-card.ts';
import {
  numberParam,
  parseNumber,
  rejectUnknown,
  requireParams,
  scalarParamWithDefault,
} from './query-params.ts';
import { SEARCH_LIMITS } from './constants.ts';

/**
 * Plot polygons near a point (GET /api/post-code-polygons): HM Land Registry INSPIRE index
 * polygons whose centroid lies within `radius` metres of the point, nearest first. `from`
 * is the number of polygons to skip (as a search index's `from`), `size` the page size.
 * `polygonCoordinates` are [lat, lng] pairs; totalArea in m2, perimeter in metres; postCode
 * is that of a listing on the plot, when one is known.
 */
export const postCodePolygonSchema = z
  .object({
    id: idSchema,
    postCode: z.string().nullable(),
    polygonCoordinates: z.array(z.tuple([z.number(), z.number()])),
    totalArea: z.number().nullable(),
    perimeter: z.number().nullable(),
  })
  .meta({ id: 'PostCodePolygon' });
export type PostCodePolygon = z.infer<typeof postCodePolygonSchema>;

export const postCodePolygonQuerySchema = rejectUnknown(
  z.object({
    latitude: numberParam({ min: -90, max: 90 }),
    longitude: numberParam({ min: -180, max: 180 }),
    radius: scalarParamWithDefault(
      (t) => parseNumber(t, { min: 1, max: 5_000 }),
      SEARCH_LIMITS.defaultRadius,
    ),
    size: scalarParamWithDefault(
      (t) => parseNumber(t, { min: 1, max: SEARCH_LIMITS.polygonPageSize, integer: true }),
      SEARCH_LIMITS.polygonPageSize,
    ),
    from: scalarParamWithDefault((t) => parseNumber(t, { min: 0, max: 100_000, integer: true }), 0),
  }),
).superRefine(requireParams(['latitude', 'longitude']));
export type PostCodePolygonQuery = z.output<typeof postCodePolygonQuerySchema>;

export const plotAreaParamsSchema = z.object({ plotAreaId: idSchema });
