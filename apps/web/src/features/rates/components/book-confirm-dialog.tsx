import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { formatDollars } from '../../../components/freight/freight-format';
import { useTranslation } from '../../../i18n/use-translation';

interface BookConfirmDialogProps {
  shipmentNumber: string;
  carrierName: string;
  price: number | null;
  /** The shipment is Tendering: booking now withdraws the tender still waiting for an answer. */
  tendering: boolean;
  /** The carrier holding that tender, when known. */
  tenderedCarrier: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Book asks first: it books at once, and on a tendered load it takes the tender back from its carrier. */
export function BookConfirmDialog({ shipmentNumber, carrierName, price, tendering, tenderedCarrier, pending, onConfirm, onClose }: BookConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('Book shipment {{shipmentNumber}} with {{carrier}}?', { shipmentNumber, carrier: carrierName })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('The load is booked to {{carrier}} at {{price}} as soon as you confirm.', { carrier: carrierName, price: formatDollars(price) })}</DialogContentText>
          {tendering && (
            <Alert severity="warning" data-testid="book-rescinds-tender">
              {tenderedCarrier
                ? t('This rescinds the running tender to {{carrier}}, which can then no longer accept it.', { carrier: tenderedCarrier })
                : t('This rescinds the running tender on this shipment, whose carrier can then no longer accept it.')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} disabled={pending}>
          {pending ? t('Booking…') : t('Book')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
