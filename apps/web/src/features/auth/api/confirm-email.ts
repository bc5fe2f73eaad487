import type { ConfirmEmailChange, EmailChangedAnswer } from '@portal/domain/profile/my-profile-schemas';
import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';

/** POST {portal}/auth/confirm-email: the link mailed to a new address, opened; the account takes it. */
export function confirmEmail(body: ConfirmEmailChange): Promise<EmailChangedAnswer> {
  return portal.post('/auth/confirm-email', { body, authenticated: false });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail, meta: { silent: true, context: 'confirm e-mail address' } });
}
