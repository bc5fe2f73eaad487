import Close from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { TOAST_DEFAULT_MS } from '@portal/domain/common/constants';
import { closeSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { showWaitingToasts } from '../lib/notify';

/**
 * Where toasts show (notistack), bottom right, each with a dismiss button. A chunk of its own,
 * loaded beside the first page rather than in its first load (providers.tsx).
 */
export function Toasts() {
  const { t } = useTranslation();
  useEffect(() => showWaitingToasts(), []);
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={TOAST_DEFAULT_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      action={(key) => (
        <IconButton size="small" color="inherit" aria-label={t('Dismiss notification')} onClick={() => closeSnackbar(key)}>
          <Close fontSize="small" />
        </IconButton>
      )}
    />
  );
}
