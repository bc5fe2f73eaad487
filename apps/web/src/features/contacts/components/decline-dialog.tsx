import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DeclineAccessRequestBodySchema, type AccessRequest } from '@portal/domain/contacts/access-request-schemas';
import { useState } from 'react';
import { errorMessages, notify } from '../../../lib/notify';
import { useDeclineAccessRequest } from '../api/decline-access-request';
import { useTranslation } from '../../../i18n/use-translation';
import { answerMessageOf, translateMessage } from '../../../lib/translate-message';

/** Declines a request with the reason the requester is told by e-mail. */
export function DeclineDialog({ request, onClose }: { request: AccessRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const decline = useDeclineAccessRequest();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const submit = () => {
    const parsed = DeclineAccessRequestBodySchema.safeParse({ reason });
    if (!parsed.success) return setError(translateMessage(parsed.error.issues[0]?.message));
    decline.mutate(
      { accessRequestId: request!.id, reason: parsed.data.reason },
      {
        onSuccess: (answer) => {
          notify.success(answerMessageOf(answer));
          close();
        },
        onError: (e) => setError(errorMessages(e).join(' ')),
      },
    );
  };
  return (
    <Dialog open={request !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="decline-title">
      <DialogTitle id="decline-title">{t('Decline {{name}}', { name: request ? `${request.firstName} ${request.lastName}` : '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('The requester is told by e-mail, with your reason.')}</DialogContentText>
        <TextField
          label={t('Reason')}
          required
          multiline
          minRows={3}
          fullWidth
          autoFocus
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={!!error}
          helperText={error ?? `${reason.length}/500`}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('Cancel')}</Button>
        <Button color="error" variant="contained" onClick={submit} loading={decline.isPending}>
          {t('Decline request')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
