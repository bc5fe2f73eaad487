import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { LoginForm } from '../../../features/auth/components/login-form';
import { useTranslation } from '../../../i18n/use-translation';

/** '/' and '/login' for visitors: the sign-in card. */
export function Component() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('Sign in')} subtitle={t('Welcome back. Sign in with your portal account.')}>
      <LoginForm />
    </AuthLayout>
  );
}
