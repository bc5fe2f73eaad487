import { useParams } from 'react-router';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { SetPasswordForm } from '../../../features/auth/components/set-password-form';
import { useTranslation } from '../../../i18n/use-translation';

/** /ActivateUser/{resetToken}: a new user's invitation link. */
export function Component() {
  const { t } = useTranslation();
  const { resetToken = '' } = useParams();
  return (
    <AuthLayout title={t('Activate your account')} subtitle={t('Choose a password to finish setting up your portal account.')}>
      <SetPasswordForm mode="activate" resetToken={resetToken} />
    </AuthLayout>
  );
}
