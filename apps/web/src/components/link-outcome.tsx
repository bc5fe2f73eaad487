import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useTranslation } from '../i18n/use-translation';
import { isApiError } from '../lib/api-client';
import { problemMessage, translateApiMessage } from '../lib/translate-message';

/**
 * What became of a link mailed to someone (a new e-mail address, a payee change): the success or the
 * server's reason, a line on what it means, and the way back into the portal.
 */
export function LinkOutcome({ success, error, explanation }: { success?: string; error?: unknown; explanation: string }) {
  const { t } = useTranslation();
  const reason = error === undefined ? undefined : ((isApiError(error) && error.detail ? translateApiMessage(problemMessage(error)) : undefined) ?? t('An Unknown Error Occurred'));
  return (
    <Stack spacing={2}>
      <Alert severity={reason ? 'error' : 'success'}>{reason ?? success}</Alert>
      <Typography color="text.secondary">{explanation}</Typography>
      <Button component={Link} to={paths.root.getHref()} variant={reason ? 'outlined' : 'contained'}>
        {t('Continue')}
      </Button>
    </Stack>
  );
}
