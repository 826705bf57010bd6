import { z } from 'zod';
import { buyerTypeSchema, nationSchema } from './transaction-tax.ts';

export const stampDutyQuerySchema = z.object({
  price: z.coerce
    .number({ error: 'Enter a price in pounds' })
    .int('Enter a whole number of pounds')
    .min(0, 'The price cannot be negative')
    .max(1_000_000_000, 'The price is too large'),
  nation: nationSchema.default('england'),
  buyer: buyerTypeSchema.default('additional'),
});
export type StampDutyQuery = z.infer<typeof stampDutyQuerySchema>;

export const stampDutyResponseSchema = z
  .object({
    tax: z.number(),
    effectiveRate: z.number(),
    taxName: z.enum(['SDLT', 'LTT', 'LBTT']),
    bands: z.array(
      z.object({ from: z.number(), to: z.number().nullable(), rate: z.number(), tax: z.number() }),
    ),
    notes: z.array(z.string()),
  })
  .meta({ id: 'StampDuty' });
export type StampDutyResponse = z.infer<typeof stampDutyResponseSchema>;
