import { z } from 'zod';
import { parseChoice, rejectUnknown, requireParams, scalarParam } from '../search/query-params.ts';

/**
 * A signed-in user's saved page choices (spec §3 "Saved preferences come as configJson", §6
 * "Preferences are loaded only when logged in"). One JSON document per user and type; the
 * page that writes it reads it back, so its shape is the page's (validated there).
 */
export const PREFERENCE_TYPES = ['hpi_analytics'] as const;
export type PreferenceType = (typeof PREFERENCE_TYPES)[number];
export const PREFERENCE_CONFIG_MAX = 4_000;

export const preferenceQuerySchema = rejectUnknown(
  z.object({ preferenceType: scalarParam(parseChoice(PREFERENCE_TYPES)) }),
).superRefine(requireParams(['preferenceType']));
export type PreferenceQuery = z.output<typeof preferenceQuerySchema>;

/** configJson: a JSON object as text; null when nothing is saved. */
export const preferenceSchema = z
  .object({ preferenceType: z.enum(PREFERENCE_TYPES), configJson: z.string().nullable() })
  .meta({ id: 'Preference' });
export type Preference = z.infer<typeof preferenceSchema>;

export const preferenceBodySchema = z
  .object({
    configJson: z
      .string()
      .max(PREFERENCE_CONFIG_MAX)
      .refine(
        (text) => {
          try {
            const value: unknown = JSON.parse(text);
            return typeof value === 'object' && value !== null && !Array.isArray(value);
          } catch {
            return false;
          }
        },
        { error: 'Must be a JSON object' },
      ),
  })
  .strict();

/** The House Price Index page's saved choices. */
export const hpiPreferenceSchema = z.object({
  view: z.enum(['chart', 'list']).optional(),
  duration: z
    .union([z.literal(12), z.literal(36), z.literal(60), z.literal(120), z.literal('max')])
    .optional(),
  districtCodes: z
    .array(z.string().regex(/^[EWSN]\d{8}$/))
    .max(10)
    .optional(),
  topDistricts: z.boolean().optional(),
  propertyType: z.enum(['all', 'detached', 'semiDetached', 'terraced', 'flat']).optional(),
  measure: z.enum(['index', 'change']).optional(),
});
export type HpiPreference = z.infer<typeof hpiPreferenceSchema>;
