import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequestSchema } from '@portal/domain/auth/current-user';

/** The sign-in form's validation, the same schema the server reads the request with. */
export const loginResolver = zodResolver(LoginRequestSchema);
