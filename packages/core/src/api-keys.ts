import { z } from 'zod';

/**
 * Personal API keys (issue 27; decision 0015; docs/http-api.md#api-keys). A key is sent as
 * `Authorization: Bearer ysk_...` and acts as its user within its scopes:
 *
 * - `read`: the GET routes a member's session may call (the same membership checks apply);
 * - `deals:write`: adding a deal to the member's deals (POST /api/deals, the MCP `add_deal`
 *   tool; decision 0025);
 * - `listings:write`: the listing push routes (`{ scope: 'listings:write' }`), operators only.
 *
 * A key never manages keys or the account (sign-in, profile, preferences, membership).
 */
export const API_KEY_SCOPES = ['read', 'deals:write', 'listings:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with it, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'ysk_';
/** How many characters of a key the lists show (`ysk_` and 8 more). */
export const API_KEY_SHOWN_CHARS = API_KEY_PREFIX.length + 8;
/** The most live (unrevoked) keys one account may hold. */
export const MAX_API_KEYS = 20;
export const API_KEY_NAME_MAX = 80;

/** The key an `Authorization: Bearer ysk_...` header carries; undefined for any other header. */
export function bearerApiKey(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
  return token?.startsWith(API_KEY_PREFIX) ? token : undefined;
}

const m = {
  nameRequired: 'Give the key a name',
  nameTooLong: `At most ${API_KEY_NAME_MAX} characters`,
  scopesRequired: 'Choose at least one scope',
  scopeUnknown: `Scopes are ${API_KEY_SCOPES.join(', ')}`,
} as const;

export const createApiKeyRequestSchema = z
  .object({
    name: z
      .string({ error: m.nameRequired })
      .trim()
      .min(1, m.nameRequired)
      .max(API_KEY_NAME_MAX, m.nameTooLong)
      // eslint-disable-next-line no-control-regex
      .regex(/^[^\u0000-\u001f\u007f]*$/, 'Use letters, digits and punctuation'),
    scopes: z
      .array(z.enum(API_KEY_SCOPES, { error: m.scopeUnknown }), { error: m.scopesRequired })
      .min(1, m.scopesRequired)
      .max(API_KEY_SCOPES.length)
      .transform((scopes) => API_KEY_SCOPES.filter((s) => scopes.includes(s))),
  })
  .meta({ id: 'CreateApiKeyRequest' });
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

export const apiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scopes: z.array(z.enum(API_KEY_SCOPES)),
    /** The key's first characters, to tell keys apart (`ysk_ab12cd34`). */
    prefix: z.string(),
    createdAt: z.string(),
    /** When the key was last used (to the minute); null when never. */
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.array(apiKeySchema).meta({ id: 'ApiKeyList' });

/** The answer to a creation: the only time the key itself is ever shown. */
export const createdApiKeySchema = apiKeySchema
  .omit({ lastUsedAt: true })
  .extend({ key: z.string() })
  .meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyIdParamsSchema = z.object({
  id: z.uuid({ error: 'Not a key id' }),
});
