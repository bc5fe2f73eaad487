import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../../i18n/use-translation';

/** Confirms a disconnect: automated tracking stops, and the score card's tracking share may drop. */
export function DisconnectDialog({ providerName, busy, onConfirm, onClose }: { providerName: string; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} aria-labelledby="disconnect-integration-title" maxWidth="xs" fullWidth>
      <DialogTitle id="disconnect-integration-title">{t('Disconnect {{provider}}?', { provider: providerName })}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t(
            'Positions from your trucks stop reaching your loads, arrivals and departures are no longer proposed from the ELD, and your tracking score may drop. The access is revoked at {{provider}} and the tokens are deleted here.',
            { provider: providerName },
          )}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {t('Disconnect')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
