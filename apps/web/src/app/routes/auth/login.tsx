import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { LoginForm } from '../../../features/auth/components/login-form';

/** '/' and '/login' for visitors: the sign-in card. */
export function Component() {
  return (
    <AuthLayout title="Sign in" subtitle="Welcome back. Sign in with your portal account.">
      <LoginForm />
    </AuthLayout>
  );
}
