import { useParams } from 'react-router';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { ConfirmEmailResult } from '../../../features/auth/components/confirm-email-result';
import { useTranslation } from '../../../i18n/use-translation';

/** /confirm-email/{token}: the link mailed to a new e-mail address. */
export function Component() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  return (
    <AuthLayout title={t('Confirm your e-mail address')}>
      <ConfirmEmailResult token={token} />
    </AuthLayout>
  );
}
