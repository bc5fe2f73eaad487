import type { LoginAnswer, LoginRequest } from '@portal/domain/auth/current-user';
import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';

/** POST {portal}/auth/login: the sign-in form. A 401 here is a wrong password, not a lost session. */
export function login(body: LoginRequest): Promise<LoginAnswer> {
  return portal.post('/auth/login', { body, authenticated: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login, meta: { silent: true, context: 'login' } });
}
