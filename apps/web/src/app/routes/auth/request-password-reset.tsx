import { useSearchParams } from 'react-router';
import { ENTRY_QUERY } from '../../../config/paths';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { RequestResetForm } from '../../../features/auth/components/request-reset-form';
import { useTranslation } from '../../../i18n/use-translation';

/** /request-password-reset, with an optional login_hint from the sign-in form. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <AuthLayout title={t('Reset your password')} subtitle={t("Enter the email address of your account and we'll send you a link to choose a new password.")}>
      <RequestResetForm loginHint={params.get(ENTRY_QUERY.loginHint) ?? undefined} />
    </AuthLayout>
  );
}
