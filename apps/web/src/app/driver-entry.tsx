import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PageLoader } from '../components/page-loader';
import { useMobileAuthorize } from '../features/auth/api/mobile-authorize';
import { showLoginError } from '../features/auth/lib/sign-in-errors';
import { startSession } from '../lib/session';
import { useTranslation } from '../i18n/use-translation';

/**
 * The driver mobile entry: a driverToken at load signs the driver in without the form and marks
 * mobile mode (remembered in storage). The app renders once the answer is in; on failure the
 * sign-in form is shown with the error.
 */
export function DriverEntry({ driverToken, children }: { driverToken: string | null; children: ReactNode }) {
  const { t } = useTranslation();
  const authorize = useMobileAuthorize();
  const [done, setDone] = useState(driverToken === null);
  const started = useRef(false);

  useEffect(() => {
    if (!driverToken || started.current) return;
    started.current = true;
    // The promise, not mutate's callbacks: StrictMode's simulated remount must not drop the answer.
    authorize
      .mutateAsync(driverToken)
      .then((answer) => startSession(answer.data, { mobileMode: true }))
      .catch(showLoginError)
      .finally(() => setDone(true));
  }, [authorize, driverToken]);

  if (!done) return <PageLoader fullPage label={t('Signing you in')} />;
  return children;
}
