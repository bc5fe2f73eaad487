import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

/** The brokerage says why it rejects a notice or its release (the factor reads the reason). */
export function RejectNoticeDialog({ open, onClose, onReject }: { open: boolean; onClose: () => void; onReject: (reason: string) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return;
    onReject(reason.trim());
    setReason('');
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reject-notice-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="reject-notice-title">{t('Reject')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('Reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            error={reason.trim() === '' && reason !== ''}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={reason.trim() === ''}>
            {t('Reject')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
