import type { ApiKey, NewApiKey } from '@portal/domain/auth/api-keys';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/api-keys: the company's keys, never their secrets. */
export async function getApiKeys(): Promise<ApiKey[]> {
  return (await portal.get('/api-keys')).data;
}

export const apiKeysQueryOptions = () => queryOptions({ queryKey: queryKeys.profile.apiKeys(), queryFn: getApiKeys });

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}

function useKeyMutation<TInput, TAnswer>(mutationFn: (input: TInput) => Promise<TAnswer>, context: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.apiKeys() }), meta: { context } });
}

/** POST {portal}/api-keys: the answer carries the secret, this once. */
export const useCreateApiKey = () => useKeyMutation((body: NewApiKey) => portal.post('/api-keys', { body }), 'create an API key');

/** POST {portal}/api-keys/{id}/rotation: a new secret; the old one stops working. */
export const useRotateApiKey = () => useKeyMutation((id: number) => portal.post('/api-keys/:id/rotation', { params: { id } }), 'rotate an API key');

/** DELETE {portal}/api-keys/{id}. */
export const useRevokeApiKey = () => useKeyMutation((id: number) => portal.delete('/api-keys/:id', { params: { id } }), 'revoke an API key');
