import { z } from 'zod';

/**
 * Accounts: the payloads of the auth endpoints and the session answer, shared by the API
 * (validation, OpenAPI) and the web app (form validation, types). Field messages are those of
 * docs/product.md#account-messages ('Invaild' in the original product corrected to 'Invalid').
 */
export const ACCOUNT_MESSAGES = {
  loginRequired: 'Enter username / password',
  loginFailed: 'Invalid user name / password',
  emailNotVerified:
    'Your email address is not verified yet. Open the link in the email we sent you, or send a new one.',
  firstNameRequired: 'First Name is Required',
  nameTooLong: 'Should be at most 100 characters',
  nameInvalid: 'Enter a valid name',
  emailInvalid: 'Enter a valid Email Id',
  passwordRequired: 'Enter a strong password',
  passwordTooShort: 'Should be min 8 characters',
  passwordTooLong: 'Should be at most 128 characters',
  passwordsMustMatch: 'Passwords must match',
  emailRegistered: 'Email Id is already registered',
  registerFailed: 'Error registering user',
  emailCheckFailed: 'Error validating email address',
  validationLinkExpired: 'Validation link seems to have expired.',
  forgotFailed: 'Error generating forgot password link or email is either not registered',
  resetFailed: 'Error resetting password',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  resetLinkUsed:
    'This reset link has already been used, or a newer one replaced it. Please request a new one.',
  googleFailed: 'Error configuring account',
  googleFailedPage:
    'Something went wrong while configuring your account. Please try to Sign In again',
  captchaRequired: 'Please confirm you are not a robot',
  captchaFailed: 'The anti-robot check failed or expired. Please try again',
} as const;

/** Minimum password length at login (docs/product.md#accounts); registration asks for 8. */
export const LOGIN_PASSWORD_MIN = 4;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

/**
 * Passwords refused as 'Enter a strong password' even when long enough: the most common
 * choices in published breach corpora. A short list on purpose: length does the rest.
 */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '123123123',
  '11111111',
  '00000000',
  '87654321',
  '12341234',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'qwertyui',
  'qwerty123',
  'qwertyuiop',
  'iloveyou',
  'abc12345',
  'abcd1234',
  'aa123456',
  'letmein1',
  'welcome1',
  'sunshine',
  'football',
  'baseball',
  'princess',
  'superman',
  'trustno1',
  'changeme',
  'yardstick',
  'yardstick1',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

// Control characters never belong in a name (and PostgreSQL text refuses NUL).
// eslint-disable-next-line no-control-regex
const NO_CONTROL_CHARS = /^[^\u0000-\u001f\u007f]*$/;

const m = ACCOUNT_MESSAGES;

export const emailSchema = z
  .string({ error: m.emailInvalid })
  .trim()
  .max(EMAIL_MAX, m.emailInvalid)
  .pipe(z.email({ error: m.emailInvalid }));

/** A new password: the registration rules, also used by reset. Inputs are trimmed. */
export const newPasswordSchema = z
  .string({ error: m.passwordRequired })
  .trim()
  .min(1, m.passwordRequired)
  .min(PASSWORD_MIN, m.passwordTooShort)
  .max(PASSWORD_MAX, m.passwordTooLong)
  .refine((p) => !isCommonPassword(p), m.passwordRequired);

const confirmPasswordSchema = z
  .string({ error: m.passwordsMustMatch })
  .trim()
  .max(PASSWORD_MAX, m.passwordsMustMatch);

/** Captcha proof from the widget; empty when the server runs with CAPTCHA_PROVIDER=none. */
export const captchaTokenSchema = z.string().max(20_000).optional();

function passwordsMatch(
  value: { password: string; confirmPassword: string },
  ctx: z.RefinementCtx,
): void {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordsMustMatch });
  }
}

// ---- sign in ----

export const loginRequestSchema = z
  .object({
    loginId: z
      .string({ error: m.loginRequired })
      .trim()
      .min(1, m.loginRequired)
      .max(EMAIL_MAX, m.loginRequired),
    password: z
      .string({ error: m.loginRequired })
      .trim()
      .min(LOGIN_PASSWORD_MIN, m.loginRequired)
      .max(1024, m.loginRequired),
    rememberMe: z.boolean().optional(),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Sends a new verification email; needs the password so only the owner can trigger it. */
export const resendVerificationRequestSchema = loginRequestSchema
  .pick({ loginId: true, password: true })
  .meta({ id: 'ResendVerificationRequest' });
export type ResendVerificationRequest = z.input<typeof resendVerificationRequestSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailId: z.string(),
});

/**
 * The id of the JSON data block in which the server writes the session into a page's HTML
 * (GET /api/session's answer, or null for a visitor), read once by the web app at start.
 */
export const INITIAL_SESSION_ELEMENT_ID = 'yardstick-session';

export const sessionResponseSchema = z
  .object({
    user: sessionUserSchema,
    /** Permission attributes of the membership plan (permissions.ts). */
    attributes: z.array(z.string()),
    /** The paths of the route table this session may open (routes.ts allowedPaths). */
    hrefs: z.array(z.string()),
    membershipExpired: z.boolean(),
    /** ISO 8601 end of the current membership; null when there never was one. */
    membershipValidTill: z.string().nullable(),
    /** The account is an operator (users.operator, granted by the command line only). */
    operator: z.boolean(),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionResponseSchema>;

// ---- registration ----

export const registerRequestSchema = z
  .object({
    firstName: z
      .string({ error: m.firstNameRequired })
      .trim()
      .min(1, m.firstNameRequired)
      .max(NAME_MAX, m.nameTooLong)
      .regex(NO_CONTROL_CHARS, m.nameInvalid),
    lastName: z
      .string({ error: m.nameInvalid })
      .trim()
      .max(NAME_MAX, m.nameTooLong)
      .regex(NO_CONTROL_CHARS, m.nameInvalid)
      .optional(),
    emailId: emailSchema,
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
    captchaToken: captchaTokenSchema,
    /** Sent by older clients; ignored: links are built from PUBLIC_URL (README). */
    host: z.string().max(255).optional(),
  })
  .superRefine(passwordsMatch)
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const checkEmailQuerySchema = z.object({
  emailId: emailSchema,
  captchaToken: captchaTokenSchema,
});
export const checkEmailResponseSchema = z.object({ emailExists: z.boolean() });
export type CheckEmailResponse = z.infer<typeof checkEmailResponseSchema>;

export const verifyEmailQuerySchema = z.object({
  token: z.string().min(1).max(200),
  captchaToken: captchaTokenSchema,
});

// ---- password reset ----

export const forgotPasswordRequestSchema = z
  .object({
    emailId: emailSchema,
    captchaToken: captchaTokenSchema,
    host: z.string().max(255).optional(),
  })
  .meta({ id: 'ForgotPasswordRequest' });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    /** The token from the emailed link. */
    id: z.string({ error: m.resetLinkInvalid }).min(1, m.resetLinkInvalid).max(200),
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
    captchaToken: captchaTokenSchema,
  })
  .superRefine(passwordsMatch)
  .meta({ id: 'ResetPasswordRequest' });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/**
 * GET /api/reset/password/status?id={token}: whether an emailed reset link can still be used,
 * so the reset page says so before asking for a password. Asking does not use the link up.
 * 'used': used, or replaced by a newer link; 'expired': older than an hour; 'unknown': no
 * such reset link.
 */
export const RESET_LINK_STATES = ['usable', 'used', 'expired', 'unknown'] as const;
export type ResetLinkState = (typeof RESET_LINK_STATES)[number];
export const resetLinkStatusQuerySchema = z.object({
  id: z.string({ error: m.resetLinkInvalid }).min(1, m.resetLinkInvalid).max(200),
});
export const resetLinkStatusSchema = z
  .object({ state: z.enum(RESET_LINK_STATES) })
  .meta({ id: 'ResetLinkStatus' });
export type ResetLinkStatus = z.infer<typeof resetLinkStatusSchema>;

// ---- Google sign-in, captcha, options ----

export const googleStartQuerySchema = z.object({ redirect: z.string().max(2048).optional() });

export const googleCallbackQuerySchema = z.object({
  code: z.string().min(1).max(4096),
  state: z.string().min(1).max(512),
  /** RFC 9207 issuer parameter, passed through when the provider sends it. */
  iss: z.string().max(2048).optional(),
  host: z.string().max(255).optional(),
});
export const googleCallbackResponseSchema = z.object({ redirect: z.string() });
export type GoogleCallbackResponse = z.infer<typeof googleCallbackResponseSchema>;

export const CAPTCHA_PROVIDERS = ['altcha', 'turnstile', 'recaptcha', 'none'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** What the account screens need to know about the server: captcha and Google sign-in. */
export const authConfigResponseSchema = z
  .object({
    captchaProvider: z.enum(CAPTCHA_PROVIDERS),
    googleEnabled: z.boolean(),
  })
  .meta({ id: 'AuthConfig' });
export type AuthConfig = z.infer<typeof authConfigResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

const REDIRECT_BASE = 'http://redirect.invalid';
// eslint-disable-next-line no-control-regex
const BACKSLASH_OR_CONTROL = /[\\\u0000-\u001f\u007f]/;

/**
 * A post-login destination that stays on this site, or the fallback. The one check every
 * place that follows a `redirect` parameter uses (login, Google sign-in, the API's OAuth
 * start and callback).
 *
 * Normalised first, checked after: the URL API resolves dot segments (`%2e` ones too)
 * against a dummy origin, and the path is read once percent-decoded (malformed encoding is
 * refused). Only then must the result be a path on this site: one leading '/', never '//'
 * (a scheme-relative URL to another host), with no backslash or control character, raw or
 * decoded. Search and hash are kept. So `/.//evil.example`, `/%2e//evil.example` and
 * `/a/..//evil.example` give the fallback rather than `//evil.example`.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || BACKSLASH_OR_CONTROL.test(value)) return fallback;
  let url: URL;
  let decoded: string;
  try {
    url = new URL(value, REDIRECT_BASE);
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  if (url.origin !== REDIRECT_BASE || BACKSLASH_OR_CONTROL.test(decoded)) return fallback;
  // The decoded path resolved again: what a reader that decodes before resolving would see.
  const reread = new URL(decoded.replace(/[?#]/g, encodeURIComponent), REDIRECT_BASE).pathname;
  for (const path of [url.pathname, decoded, reread]) {
    if (!path.startsWith('/') || path.startsWith('//')) return fallback;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Field messages from a zod error: the first message per top-level field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Field messages of a schema for a form's values; empty when they are valid. */
export function formErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}
