import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { RequestAccessForm } from '../../../features/contacts/components/request-access-form';
import { useTranslation } from '../../../i18n/use-translation';

/** /request-access: someone at a carrier asks its admins for portal access (linked from sign-in). */
export function Component() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('Request access')} subtitle={t("Ask your company's portal administrators for an account. We'll e-mail you when they decide.")}>
      <RequestAccessForm />
    </AuthLayout>
  );
}
