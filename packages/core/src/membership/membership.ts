import { z } from 'zod';

/**
 * Paid membership (spec details-plo-membership-reports §2, §3, §7, §8, §9; issue 17):
 * the schemas the web app and the API share, and the spec's texts.
 */

/** §9: the default auto-debit plan. */
export const AUTO_DEBIT_PLAN_ID = 1001;
/** A failed renewal keeps the member's access this long before the membership expires. */
export const GRACE_DAYS = 7;
/** The expiry reminder goes this many days before a membership ends. */
export const REMINDER_DAYS = 7;

/** The spec's texts (§2, §8), kept exactly (typos fixed: see docs/http-api.md#membership). */
export const MEMBERSHIP_MESSAGES = {
  plansFailed: 'Error getting subscription plans.',
  configuring: 'Your payment is being configured. Please do not refresh your screen...',
  failed: 'Something went wrong while configuring payment.',
  failedToast: 'Error configuring payment',
  success: 'Direct Debit set up successfully',
  statementNote: 'Your payments will appear on your bank statement as a Direct Debit to YARDSTICK.',
  begin: 'Begin your property hunt now',
  autoDebit: (frequency: string) =>
    `I wish to subscribe for a monthly auto debit feature after the initial ${frequency} subscription (can be cancelled any time)`,
  redirectNote:
    'You will be redirected to an external payment gateway to set up a Direct Debit if you do not have one with us yet.',
  proceed: (amount: string) => `Proceed To Pay £ ${amount}`,
  wrongAmount: 'The amount does not match the plan',
  wrongFrequency: 'The frequency does not match the plan',
  planUnavailable: 'This plan is not available',
} as const;

/** The features a plan card lists, each ticked when the plan grants its attribute. */
export const PLAN_FEATURES: readonly { name: string; attribute: string }[] = [
  { name: 'Property estimates and BMV search', attribute: 'property_estimates_es' },
  { name: 'Property lease options (PLO)', attribute: 'property_plo_es' },
  { name: 'Valuation and valuation reports', attribute: 'valuation' },
  { name: 'Area analytics', attribute: 'area_analytics' },
  { name: 'Area polygons on the map', attribute: 'area_polygon' },
  { name: 'Favourites', attribute: 'favorite_properties' },
];

export function planFeatures(attributes: readonly string[]) {
  return {
    features: PLAN_FEATURES.map((f) => ({
      name: f.name,
      enabled: attributes.includes(f.attribute),
    })),
  };
}

export const planFeatureSchema = z.object({ name: z.string(), enabled: z.boolean() });

export const membershipPlanSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Whole pounds. */
    amount: z.number().int(),
    /** '1 month', '1 year', or the plan's lowercase name (the initiate payload's frequency). */
    frequency: z.string(),
    periodMonths: z.number().int(),
    description: z.string(),
    featuresJson: z.object({ features: z.array(planFeatureSchema) }),
  })
  .meta({ id: 'MembershipPlan' });
export type MembershipPlan = z.infer<typeof membershipPlanSchema>;

export const membershipPlansResponseSchema = z
  .object({
    monthly: membershipPlanSchema.nullable(),
    yearly: membershipPlanSchema.nullable(),
    rest: z.array(membershipPlanSchema),
  })
  .meta({ id: 'MembershipPlans' });
export type MembershipPlans = z.infer<typeof membershipPlansResponseSchema>;

/** The host the browser is on ('localhost:3000'); the server only trusts its own origin. */
const hostSchema = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[A-Za-z0-9.\-[\]:]+$/, 'Not a host name');

export const paymentInitiateRequestSchema = z
  .object({
    amount: z.number({ error: 'Amount is required' }).int('Whole pounds').positive().max(100000),
    frequency: z.string().trim().min(1).max(60),
    planId: z.number().int().positive(),
    autoDebit: z.boolean().default(true),
    autoDebitMembershipPlanId: z.number().int().positive().default(AUTO_DEBIT_PLAN_ID),
    host: hostSchema,
  })
  .strict();
export type PaymentInitiateRequest = z.input<typeof paymentInitiateRequestSchema>;

export const locationResponseSchema = z.object({ location: z.string() });

/** Provider flow ids: GoCardless 'BRF…', the sandbox 'SBF…', a direct charge 'DCF…'. */
export const flowIdSchema = z
  .string()
  .trim()
  .min(4)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a payment flow id');

export const paymentCompleteRequestSchema = z.object({ redirectFlowId: flowIdSchema }).strict();

export const membershipPaymentSchema = z
  .object({
    paymentId: z.string(),
    status: z.string(),
    amountPaid: z.number(),
    paymentDate: z.string(),
    validTill: z.string(),
    planName: z.string(),
  })
  .meta({ id: 'MembershipPayment' });
export type MembershipPayment = z.infer<typeof membershipPaymentSchema>;

export const paymentCompleteResponseSchema = z.object({
  status: z.enum(['completed']),
  payment: membershipPaymentSchema,
  validTill: z.string(),
});

export const membershipListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).max(10000).default(0),
    size: z.coerce.number().int().min(1).max(100).default(10),
    sort: z.enum(['paymentDate,desc', 'paymentDate,asc']).default('paymentDate,desc'),
  })
  .strict();

export const membershipPageSchema = z
  .object({
    content: z.array(membershipPaymentSchema),
    page: z.object({
      size: z.number(),
      number: z.number(),
      totalElements: z.number(),
      totalPages: z.number(),
    }),
  })
  .meta({ id: 'MembershipPaymentPage' });
export type MembershipPage = z.infer<typeof membershipPageSchema>;

export const membershipStateSchema = z.enum(['trial', 'demo', 'paid', 'grace', 'expired']);
export type MembershipState = z.infer<typeof membershipStateSchema>;

export const currentMembershipSchema = z
  .object({
    state: membershipStateSchema,
    planName: z.string().nullable(),
    validTill: z.string().nullable(),
    autoDebit: z
      .object({
        subscriptionId: z.string(),
        planName: z.string(),
        amount: z.number(),
        status: z.string(),
        nextCollectionDate: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'CurrentMembership' });
export type CurrentMembership = z.infer<typeof currentMembershipSchema>;

/** The sandbox's test bank details (docs/http-api.md#membership). */
export const SANDBOX_SORT_CODE = '20-00-00';
export const SANDBOX_ACCOUNTS = {
  /** Mandate approved, payments settle. */
  approve: '55779911',
  /** Mandate approved, every payment fails. */
  paymentsFail: '55779922',
  /** The bank declines the mandate. */
  decline: '55779933',
} as const;

export const sandboxAuthoriseRequestSchema = z
  .object({
    accountHolderName: z
      .string({ error: 'Account holder name is required' })
      .trim()
      .min(1, 'Account holder name is required')
      .max(18, 'At most 18 characters'),
    sortCode: z
      .string({ error: 'Sort code is required' })
      .trim()
      .regex(/^\d{2}-?\d{2}-?\d{2}$/, 'Sort code has 6 digits'),
    accountNumber: z
      .string({ error: 'Account number is required' })
      .trim()
      .regex(/^\d{8}$/, 'Account number has 8 digits'),
    decision: z.enum(['approve', 'decline']).default('approve'),
  })
  .strict();

export const sandboxAuthoriseResponseSchema = z.object({
  location: z.string(),
  approved: z.boolean(),
  message: z.string(),
});

export const sandboxFlowSchema = z.object({
  flowId: z.string(),
  description: z.string(),
  amount: z.number(),
  status: z.string(),
});

/** '£ 1,234' (§9: thousands separators, no decimals). */
export function formatPounds(amount: number): string {
  return Math.round(amount).toLocaleString('en-GB', { maximumFractionDigits: 0 });
}
