import { apiErrorSchema } from '@yardstick/core/api-error';
import { roiInputSchema, roiResponseSchema } from '@yardstick/core/roi/roi-schema';
import {
  stampDutyQuerySchema,
  stampDutyResponseSchema,
} from '@yardstick/core/tax/stamp-duty-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { roi, stampDuty } from './calculator.service.ts';

export const calculatorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/calculator/stamp-duty',
    {
      schema: {
        tags: ['calculator'],
        summary: 'Residential transaction tax (SDLT, LTT or LBTT) on a purchase; public',
        querystring: stampDutyQuerySchema,
        response: { 200: stampDutyResponseSchema },
      },
      config: { access: 'public' },
    },
    (request) => stampDuty(request.query),
  );

  app.post(
    '/api/calculator/roi',
    {
      schema: {
        tags: ['calculator'],
        summary:
          'ROI of a buy-to-let (single let or HMO) with remortgage; defaults from the property',
        body: roiInputSchema,
        // 404: a propertyId that names no property (or one the agent has removed).
        response: { 200: roiResponseSchema, 404: apiErrorSchema },
      },
      // The calculator reads listing figures: the same permission as the estimates.
      config: { access: { attribute: 'property_estimates_es' }, readOnly: true },
    },
    (request) => roi(ctx, request.body),
  );
};
