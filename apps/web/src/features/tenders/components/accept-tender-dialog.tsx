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
import { notify } from '../../../lib/notify';
import { useRespondToTender } from '../api/respond-to-tender';
import { AnswerError, useFullScreenDialog } from './answer-error';
import type { RenderDriverPicker } from './driver-picker-slot';
import { useTranslation } from '../../../i18n/use-translation';

type OfferValues = z.input<typeof OfferBodySchema>;
type Offer = z.output<typeof OfferBodySchema>;

interface AcceptTenderDialogProps {
  tender: TenderDetail;
  open: boolean;
  onClose: () => void;
  renderDriverPicker: RenderDriverPicker;
}

/** Accept: books the load to the carrier; driver, truck and trailer are optional. */
export function AcceptTenderDialog({ tender, open, onClose, renderDriverPicker }: AcceptTenderDialogProps) {
  const { t } = useTranslation();
  const respond = useRespondToTender(tender.id);
  const fullScreen = useFullScreenDialog();
  // The form validates with the route's body schema: its messages are the ones shown here.
  const form = useForm<OfferValues, unknown, Offer>({
    resolver: zodResolver(OfferBodySchema),
    defaultValues: { status: 'Accepted', driverId: undefined, truckNumber: '', trailerNumber: '', notes: '' },
  });
  const { errors } = form.formState;
  const close = () => {
    respond.reset();
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (offer) => {
    try {
      const answer = await respond.mutateAsync({ ...offer, truckNumber: offer.truckNumber?.trim(), trailerNumber: offer.trailerNumber?.trim(), notes: offer.notes?.trim() });
      notify.success(answer.message);
      close();
    } catch {
      // Shown in the dialog (and by the central handler).
    }
  });
  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="accept-tender-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="accept-tender-title">{t('Accept tender for shipment {{number}}', { number: tender.shipmentNumber })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {t('Accepting books this load to your company at the tendered rate. Driver, truck and trailer can be added now or later.')}
            </DialogContentText>
            <AnswerError error={respond.error} />
            {renderDriverPicker({ onChange: (driverId) => form.setValue('driverId', driverId) })}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label={t('Truck number')} {...form.register('truckNumber')} error={!!errors.truckNumber} helperText={errors.truckNumber?.message && t(errors.truckNumber.message)} fullWidth />
              <TextField label={t('Trailer number')} {...form.register('trailerNumber')} error={!!errors.trailerNumber} helperText={errors.trailerNumber?.message && t(errors.trailerNumber.message)} fullWidth />
            </Stack>
            <TextField label={t('Notes')} {...form.register('notes')} multiline minRows={2} error={!!errors.notes} helperText={errors.notes?.message && t(errors.notes.message)} fullWidth />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} color="inherit">
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="contained" color="success" disabled={respond.isPending}>
            {respond.isPending ? t('Accepting…') : t('Accept tender')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
