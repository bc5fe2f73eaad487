import type { AccessRequestBody, AccessRequestReceived } from '@portal/domain/contacts/access-request-schemas';
import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';

/** POST {portal}/access-requests (public): answered the same for any number; the outcome is e-mailed. */
export function requestAccess(body: AccessRequestBody): Promise<AccessRequestReceived> {
  return portal.post('/access-requests', { body, authenticated: false });
}

export function useRequestAccess() {
  return useMutation({ mutationFn: requestAccess, meta: { silent: true, context: 'request-access' } });
}
