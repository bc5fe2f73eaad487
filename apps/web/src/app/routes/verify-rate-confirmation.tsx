import { useParams } from 'react-router';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { VerifyRateConfirmation } from '../../features/verify/components/verify-rate-confirmation';
import { useTranslation } from '../../i18n/use-translation';

/** /verify/{code}: the address printed on a rate confirmation and behind its QR code; no sign-in. */
export function Component() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  return (
    <AuthLayout title={t('Check a rate confirmation')}>
      <VerifyRateConfirmation code={code} />
    </AuthLayout>
  );
}
