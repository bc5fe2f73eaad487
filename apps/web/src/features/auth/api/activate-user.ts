import type { LoginAnswer, PasswordResetBody } from '@portal/domain/auth/current-user';
import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';

/** POST {portal}/auth/activate-user: a new user chooses a password and is signed in (the reset body). */
export function activateUser(body: PasswordResetBody): Promise<LoginAnswer> {
  return portal.post('/auth/activate-user', { body, authenticated: false });
}

export function useActivateUser() {
  return useMutation({ mutationFn: activateUser, meta: { silent: true, context: 'activate-user' } });
}
