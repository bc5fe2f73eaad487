import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { OfferBodySchema, type TenderDetail } from '@portal/domain/tenders/tender-schemas';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useRespondToTender } from '../api/respond-to-tender';
import { AnswerError, useFullScreenDialog } from './answer-error';
import { useTranslation } from '../../../i18n/use-translation';
import { answerMessageOf, translatedFieldErrors } from '../../../lib/translate-message';

interface RejectTenderDialogProps {
  tender: TenderDetail;
  open: boolean;
  onClose: () => void;
}

/** Reject: a reason is required (the route's body schema says so, and its message is the one shown). */
export function RejectTenderDialog({ tender, open, onClose }: RejectTenderDialogProps) {
  const { t } = useTranslation();
  const respond = useRespondToTender(tender.id);
  const fullScreen = useFullScreenDialog();
  const form = useForm<z.input<typeof OfferBodySchema>, unknown, z.output<typeof OfferBodySchema>>({
    resolver: zodResolver(OfferBodySchema),
    defaultValues: { status: 'Rejected', reason: '' },
  });
  const close = () => {
    respond.reset();
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (offer) => {
    try {
      const answer = await respond.mutateAsync({ status: 'Rejected', reason: offer.reason?.trim() });
      notify.success(answerMessageOf(answer));
      close();
    } catch (error) {
      const fieldErrors = isApiError(error) ? translatedFieldErrors(error).reason : undefined;
      if (fieldErrors?.length) form.setError('reason', { message: fieldErrors[0] });
    }
  });
  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="reject-tender-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="reject-tender-title">{t('Reject tender for shipment {{number}}', { number: tender.shipmentNumber })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('Tell the broker why you are passing on this load.')}</DialogContentText>
            <AnswerError error={respond.error} />
            <TextField
              label={t('Reason')}
              required
              autoFocus
              multiline
              minRows={3}
              {...form.register('reason')}
              error={!!form.formState.errors.reason}
              helperText={form.formState.errors.reason?.message && t(form.formState.errors.reason.message)}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} color="inherit">
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={respond.isPending}>
            {respond.isPending ? t('Rejecting…') : t('Reject tender')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
