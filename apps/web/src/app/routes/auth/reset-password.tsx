import { useParams } from 'react-router';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { SetPasswordForm } from '../../../features/auth/components/set-password-form';
import { useTranslation } from '../../../i18n/use-translation';

/** /reset-password/{resetToken}: the link of the reset e-mail. */
export function Component() {
  const { t } = useTranslation();
  const { resetToken = '' } = useParams();
  return (
    <AuthLayout title={t('Choose a new password')} subtitle={t("Pick a password you don't use anywhere else.")}>
      <SetPasswordForm mode="reset" resetToken={resetToken} />
    </AuthLayout>
  );
}
