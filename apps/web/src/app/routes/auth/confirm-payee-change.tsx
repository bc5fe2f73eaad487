import { useParams } from 'react-router';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { PayeeChangeLinkResult } from '../../../features/invoices/components/payee-change-link-result';
import { useTranslation } from '../../../i18n/use-translation';

/** /confirm-payee-change/{token}: the link mailed to a carrier's registered address. */
export function Component() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  return (
    <AuthLayout title={t('Confirm the payee change')}>
      <PayeeChangeLinkResult token={token} />
    </AuthLayout>
  );
}
