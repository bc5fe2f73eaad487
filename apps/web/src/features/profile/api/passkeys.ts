import type { Passkey, PasskeyAnswer } from '@portal/domain/auth/passkeys';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { importWithReload } from '../../../lib/lazy-import';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/users/me/passkeys. */
export async function getMyPasskeys(): Promise<Passkey[]> {
  return (await portal.get('/users/me/passkeys')).data;
}

export const myPasskeysQueryOptions = () => queryOptions({ queryKey: queryKeys.profile.passkeys(), queryFn: getMyPasskeys });

export function useMyPasskeys() {
  return useQuery(myPasskeysQueryOptions());
}

// The browser's side of WebAuthn downloads when a passkey is added, not with the profile.
const webAuthn = importWithReload(() => import('@simplewebauthn/browser'));

/**
 * POST {portal}/users/me/passkeys/registration-options, the browser's passkey prompt, then POST
 * {portal}/users/me/passkeys. Both calls need a recent proof: the API client asks for it once.
 */
export async function addPasskey(name: string): Promise<PasskeyAnswer> {
  const { data: optionsJSON } = await portal.post('/users/me/passkeys/registration-options');
  const { startRegistration } = await webAuthn();
  const response = await startRegistration({ optionsJSON });
  return portal.post('/users/me/passkeys', { body: { name, response } });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.passkeys() }),
    // The section tells a closed prompt from a failure itself.
    meta: { silent: true, context: 'add a passkey' },
  });
}

/** PATCH {portal}/users/me/passkeys/{id}. */
export function renamePasskey({ id, name }: { id: string; name: string }): Promise<PasskeyAnswer> {
  return portal.patch('/users/me/passkeys/:id', { params: { id }, body: { name } });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renamePasskey, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.passkeys() }), meta: { context: 'rename a passkey' } });
}

/** DELETE {portal}/users/me/passkeys/{id} (needs a recent proof). */
export function removePasskey(id: string): Promise<void> {
  return portal.delete('/users/me/passkeys/:id', { params: { id } });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removePasskey, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.passkeys() }), meta: { context: 'remove a passkey' } });
}
