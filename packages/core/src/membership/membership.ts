import { z } from 'zod';
import { formatGBP, formatNumber } from '../format.ts';
import type { PermissionAttribute } from '../permissions.ts';

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
  /** A payment taken under the mandate the payer already had (issue 40): nothing set up. */
  paidByExisting: 'Payment taken by your Direct Debit',
  paidByExistingNote:
    'We took this payment under the Direct Debit you already have with us: no new Direct Debit was set up.',
  autoDebitOn: (amount: string, planName: string, date: string) =>
    `Auto debit on: £ ${amount} (${planName}), next collected on ${date}.`,
  autoDebitOff: 'Auto-renew is off: your membership ends then unless you renew it.',
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

/**
 * Why a payment did not go through (issue 40), as the provider reports it: the bank refused
 * the Direct Debit mandate, the bank did not pay a payment on it, or the payer cancelled.
 * None is a fault of ours; each has its own error code on the complete call and its own
 * words and next step on the payment page. `lib/payments/failure-reasons.ts` maps the
 * provider's causes to these.
 */
export const PAYMENT_FAILURE_REASONS = [
  'mandate_refused',
  'payment_failed',
  'payer_cancelled',
] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

/** The complete call's error code for each reason. */
export const PAYMENT_FAILURE_CODES = {
  mandate_refused: 'PAYMENT_MANDATE_REFUSED',
  payment_failed: 'PAYMENT_COLLECTION_FAILED',
  payer_cancelled: 'PAYMENT_CANCELLED',
} as const satisfies Record<PaymentFailureReason, string>;

/** Each reason in words: a title, and what to do next (the error's default message). */
export const PAYMENT_FAILURE_TEXT: Record<PaymentFailureReason, { title: string; next: string }> = {
  mandate_refused: {
    title: 'Your bank refused the Direct Debit',
    next: 'Nothing was charged and your membership has not changed. Check the account details with your bank, or try again with another account that accepts Direct Debits.',
  },
  payment_failed: {
    title: 'The payment failed',
    next: 'Your bank did not pay it, so nothing was charged and your membership has not changed. Make sure the account can pay, or try again with another account.',
  },
  payer_cancelled: {
    title: 'You cancelled the Direct Debit',
    next: 'Nothing was charged and your membership has not changed. Choose a plan again whenever you are ready.',
  },
};

/** The reason a complete call's error code stands for, if it is one of them. */
export function failureReasonOfCode(code: string): PaymentFailureReason | undefined {
  return PAYMENT_FAILURE_REASONS.find((r) => PAYMENT_FAILURE_CODES[r] === code);
}

/**
 * The one name of the PLO feature on the plans (issue 25): the product's PLO is a sale listing
 * paired with the rental listing of the same property, not a lease option.
 */
export const PLO_FEATURE = 'PLO: sales paired with their rentals';

/** A plan's period in words, which is also its frequency: '1 month', '3 months', '1 year'. */
export function periodText(months: number): string {
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return months === 1 ? '1 month' : `${months} months`;
}

/** How often a period recurs: 'a month', 'a year', 'every 3 months'. */
export function everyText(months: number): string {
  if (months === 1) return 'a month';
  if (months === 12) return 'a year';
  return `every ${periodText(months)}`;
}

/**
 * What a plan can include, each with what grants it (issue 40): a permission attribute the
 * plan's membership carries (the routes declare the same ones, `routes.ts` and the API's
 * `{ attribute }` access), or `'member'` for what any live membership opens (the API's
 * `'member'` access: saved searches and alerts, the deals; API keys and the MCP server act
 * as their member). The plan cards list these from the plan's attributes (`planFeatures`),
 * never a copy stored beside them.
 */
export const PLAN_FEATURES: readonly { name: string; grantedBy: PermissionAttribute | 'member' }[] =
  [
    { name: 'Property estimates and BMV search', grantedBy: 'property_estimates_es' },
    { name: 'Analyse any property, and the ROI calculator', grantedBy: 'property_estimates_es' },
    { name: PLO_FEATURE, grantedBy: 'property_plo_es' },
    { name: 'Valuation and valuation reports', grantedBy: 'valuation' },
    { name: 'Area analytics', grantedBy: 'area_analytics' },
    { name: 'Area polygons on the map', grantedBy: 'area_polygon' },
    { name: 'Favourites', grantedBy: 'favorite_properties' },
    { name: 'Favourite PLO pairs', grantedBy: 'favorite_plo_properties' },
    { name: 'Saved searches and alerts', grantedBy: 'member' },
    { name: 'Deals board and shareable deal packs', grantedBy: 'member' },
    { name: 'API keys and assistant (MCP) access', grantedBy: 'member' },
  ];

/** A plan's card list: every feature, ticked when the plan's attributes grant it. */
export function planFeatures(attributes: readonly string[]) {
  return {
    features: PLAN_FEATURES.map((f) => ({
      name: f.name,
      enabled: f.grantedBy === 'member' || attributes.includes(f.grantedBy),
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
    /** The plan's period in words ('1 month', '3 months', '1 year': periodText), which the
     *  initiate payload carries as its frequency. */
    frequency: z.string(),
    periodMonths: z.number().int(),
    description: z.string(),
    featuresJson: z.object({ features: z.array(planFeatureSchema) }),
    /** 'YYYY-MM-DD': the day a period of this plan bought now would end, which is the first
     *  collection of the auto debit chosen with it. */
    autoDebitFrom: z.string(),
  })
  .meta({ id: 'MembershipPlan' });
export type MembershipPlan = z.infer<typeof membershipPlanSchema>;

/** The auto-debit plan (§9: 1001) as the plans answer names it: its amount and period. */
export const autoDebitPlanSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    amount: z.number().int(),
    frequency: z.string(),
    periodMonths: z.number().int(),
  })
  .meta({ id: 'AutoDebitPlan' });
export type AutoDebitPlan = z.infer<typeof autoDebitPlanSchema>;

export const membershipPlansResponseSchema = z
  .object({
    monthly: membershipPlanSchema.nullable(),
    yearly: membershipPlanSchema.nullable(),
    rest: z.array(membershipPlanSchema),
    /** The auto-debit plan on sale, or null when there is none. */
    autoDebit: autoDebitPlanSchema.nullable(),
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

/** A provider's mandate id: GoCardless 'MD…', the sandbox 'SBMD…'. */
export const mandateIdSchema = z
  .string()
  .trim()
  .min(4)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a mandate id');

export const paymentCompleteRequestSchema = z.object({ redirectFlowId: flowIdSchema }).strict();

export const membershipPaymentSchema = z
  .object({
    paymentId: z.string(),
    status: z.string(),
    amountPaid: z.number(),
    paymentDate: z.string(),
    /** The end of the period the payment paid for; null when it granted none (it failed,
     *  or was charged back). */
    validTill: z.string().nullable(),
    planName: z.string(),
  })
  .meta({ id: 'MembershipPayment' });
export type MembershipPayment = z.infer<typeof membershipPaymentSchema>;

export const autoDebitStateSchema = z
  .object({
    subscriptionId: z.string(),
    planName: z.string(),
    amount: z.number(),
    status: z.string(),
    nextCollectionDate: z.string(),
  })
  .nullable();

export const paymentCompleteResponseSchema = z.object({
  status: z.enum(['completed']),
  payment: membershipPaymentSchema,
  validTill: z.string(),
  /** 'new': the payer set up a Direct Debit on the provider's page; 'existing': the payment
   *  was taken under the Direct Debit they already had (no new one was made). */
  directDebit: z.enum(['new', 'existing']),
  /** The auto debit after this payment (null: none, the membership does not renew). */
  autoDebit: autoDebitStateSchema,
});
export type PaymentCompleteResponse = z.infer<typeof paymentCompleteResponseSchema>;

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
    autoDebit: autoDebitStateSchema,
    /** The caller's Direct Debit mandates that can still take payments, newest first. */
    mandates: z.array(
      z.object({
        mandateId: z.string(),
        status: z.string(),
        createdAt: z.string(),
        /** Its last payment failed: the next checkout sets up a new mandate instead. */
        lastPaymentFailed: z.boolean(),
      }),
    ),
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

const BANK_DETAILS_REQUIRED = {
  accountHolderName: 'Account holder name is required',
  sortCode: 'Sort code is required',
  accountNumber: 'Account number is required',
} as const;

/**
 * The sandbox bank's answer: approving needs the bank details; declining (the page's Decline
 * button) needs none (issue 25).
 */
export const sandboxAuthoriseRequestSchema = z
  .object({
    accountHolderName: z
      .string({ error: BANK_DETAILS_REQUIRED.accountHolderName })
      .trim()
      .max(18, 'At most 18 characters')
      .optional(),
    sortCode: z
      .string({ error: BANK_DETAILS_REQUIRED.sortCode })
      .trim()
      .regex(/^(\d{2}-?\d{2}-?\d{2})?$/, 'Sort code has 6 digits')
      .optional(),
    accountNumber: z
      .string({ error: BANK_DETAILS_REQUIRED.accountNumber })
      .trim()
      .regex(/^(\d{8})?$/, 'Account number has 8 digits')
      .optional(),
    decision: z.enum(['approve', 'decline']).default('approve'),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.decision === 'decline') return;
    for (const field of Object.keys(
      BANK_DETAILS_REQUIRED,
    ) as (keyof typeof BANK_DETAILS_REQUIRED)[]) {
      if (!body[field]) {
        ctx.addIssue({ code: 'custom', path: [field], message: BANK_DETAILS_REQUIRED[field] });
      }
    }
  });
export type SandboxAuthoriseRequest = z.output<typeof sandboxAuthoriseRequestSchema>;

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

/** The operator's end of a membership (npm run operator -- end-membership; issue 25). */
export const operatorEndMembershipRequestSchema = z
  .object({ email: z.email('Not an email address').max(254) })
  .strict();

export const operatorEndMembershipResponseSchema = z.object({
  email: z.string(),
  /** How many memberships (trial, paid periods, grace) ran past now and end now. */
  ended: z.number().int(),
  endedAt: z.string(),
  /** The auto debit still active, which would start a new period at its next collection. */
  autoDebit: z.object({ nextCollectionDate: z.string() }).nullable(),
});
export type OperatorEndMembershipResponse = z.infer<typeof operatorEndMembershipResponseSchema>;

/** '1,234', the figure after '£' (§9: thousands separators, no decimals; core/format). */
export function formatPounds(amount: number): string {
  return formatNumber(Math.round(amount));
}

/**
 * '£1,234': an amount as the emails write it, the sign against the figure: core/format's
 * formatGBP, the app's one pounds formatter, for an amount that is always known.
 */
export function formatGbp(amount: number): string {
  return formatGBP(amount);
}
