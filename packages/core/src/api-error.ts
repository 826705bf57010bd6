import { z } from 'zod';

/** The one error shape every API answer uses (docs/http-api.md#errors). */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    code: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'ApiError' });

export type ApiError = z.infer<typeof apiErrorSchema>;

/** The header the web client sends on every state-changing request (CSRF guard). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'yardstick';
