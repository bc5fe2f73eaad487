import { useEffect } from 'react';
import { ErrorPage } from '../../components/error-page';
import { PageLoader } from '../../components/page-loader';
import { replaceUser } from '../../lib/session';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { useTranslation } from '../../i18n/use-translation';

/** A token without a stored user (storage cleared by hand, older version): read the user first. */
export function CurrentUserLoader() {
  const { t } = useTranslation();
  const { data, isError } = useCurrentUser();
  useEffect(() => {
    if (data) replaceUser(data);
  }, [data]);
  if (isError) return <ErrorPage fullPage />;
  return <PageLoader fullPage label={t('Loading your account')} />;
}
