import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/translate-message';
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
      <Stack spacing={2}>
        <Alert severity="success">{t('Your e-mail address is now {{email}}.', { email: confirm.data.data.email })}</Alert>
        <Typography color="text.secondary">{t('Sign in with it from now on. Password reset links sent to the old address no longer work.')}</Typography>
        <Button component={Link} to={paths.root.getHref()} variant="contained">
          {t('Continue')}
        </Button>
      </Stack>
    );
  }
  if (confirm.isError) {
    const reason = isApiError(confirm.error) ? translateMessage(confirm.error.detail) : undefined;
    return (
      <Stack spacing={2}>
        <Alert severity="error">{reason ?? t('An Unknown Error Occurred')}</Alert>
        <Typography color="text.secondary">{t('Change the address again from your profile to get a new link.')}</Typography>
        <Button component={Link} to={paths.root.getHref()} variant="outlined">
          {t('Continue')}
        </Button>
      </Stack>
    );
  }
  return <Typography role="status">{t('Confirming your new e-mail address…')}</Typography>;
}
