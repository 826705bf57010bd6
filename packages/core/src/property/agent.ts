import { z } from 'zod';
import { idSchema } from '../search/estimate-card.ts';

/** GET /api/property-agents/{agentId} (docs/http-api.md#property-data); 404 for an unknown agent. */
export const agentParamsSchema = z.object({ agentId: idSchema });

export const agentSchema = z
  .object({
    name: z.string(),
    brandImageUrl: z.string().nullable(),
    contactPhone: z.string().nullable(),
  })
  .meta({ id: 'PropertyAgent' });
export type Agent = z.infer<typeof agentSchema>;
