import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LinkOutcome } from '../../../components/link-outcome';
import { useConfirmEmail } from '../api/confirm-email';

/** Sends the mailed token once (the page may render twice) and says what became of it. */
export function ConfirmEmailResult({ token }: { token: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [confirm, token]);

  if (confirm.isSuccess) {
    return (
      <LinkOutcome
        success={t('Your e-mail address is now {{email}}.', { email: confirm.data.data.email })}
        explanation={t('Sign in with it from now on. Password reset links sent to the old address no longer work.')}
      />
    );
  }
  if (confirm.isError) return <LinkOutcome error={confirm.error} explanation={t('Change the address again from your profile to get a new link.')} />;
  return <Typography role="status">{t('Confirming your new e-mail address…')}</Typography>;
}
