import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, CreateApiKeyRequest, CreatedApiKey } from '@yardstick/core/api-keys';
import { api, showSuccess } from '../../../lib/api-client.ts';

/** GET /api/account/api-keys: the account's live keys (never the keys themselves). */
export const apiKeysQueryOptions = queryOptions({
  queryKey: ['account', 'api-keys'],
  queryFn: ({ signal }) => api<ApiKey[]>('/api/account/api-keys', { silent: true, signal }),
  retry: false,
});

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions);
}

/**
 * POST /api/account/api-keys: the answer carries the key, the only time it is ever shown.
 * The form shows a refusal itself (field messages, the cap, operators only).
 */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyRequest) =>
      api<CreatedApiKey>('/api/account/api-keys', { method: 'POST', body, silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysQueryOptions.queryKey }),
  });
}

/** DELETE /api/account/api-keys/{id}: the key stops working at once. */
export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<void>(`/api/account/api-keys/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        block: true,
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: apiKeysQueryOptions.queryKey });
      showSuccess('API key revoked');
    },
  });
}
