import Close from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { TOAST_DEFAULT_MS } from '@portal/domain/common/constants';
import { closeSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { showWaitingToasts } from '../lib/notify';

/**
 * Where toasts show (notistack), each with a dismiss button: bottom right, beside the centred
 * dialogs; on phones at the top, because there a toast spans the screen's width and the bottom is
 * where full-screen dialogs keep their buttons and the driver's stop buttons sit. A chunk of its
 * own, loaded beside the first page rather than in its first load (providers.tsx).
 */
export function Toasts() {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  useEffect(() => showWaitingToasts(), []);
  return (
    <SnackbarProvider
      maxSnack={phone ? 2 : 4}
      autoHideDuration={TOAST_DEFAULT_MS}
      anchorOrigin={phone ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'right' }}
      action={(key) => (
        <IconButton size="small" color="inherit" aria-label={t('Dismiss notification')} onClick={() => closeSnackbar(key)}>
          <Close fontSize="small" />
        </IconButton>
      )}
    />
  );
}
