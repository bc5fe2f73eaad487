import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_SHIFT_DAYS, ORDER_COPIES } from '@portal/domain/orders/order-copies';
import { OrderDuplicateBodySchema } from '@portal/domain/orders/order-schemas';
import { useState } from 'react';
import { errorMessages, notify } from '../../../lib/notify';
import { useDuplicateOrder } from '../api/duplicate-order';
import { useTranslation } from '../../../i18n/use-translation';
import { answerMessageOf } from '../../../lib/translate-message';

interface DuplicateOrderDialogProps {
  orderNumber: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Copies the order N times, moving every date by a number of days. One Idempotency-Key per opening
 * of the dialog: pressing Create again after a lost answer returns the same copies.
 */
export function DuplicateOrderDialog({ orderNumber, open, onClose }: DuplicateOrderDialogProps) {
  const { t } = useTranslation();
  const [copies, setCopies] = useState('1');
  const [shiftDays, setShiftDays] = useState('0');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [problem, setProblem] = useState<string | null>(null);
  const duplicate = useDuplicateOrder(orderNumber);
  const parsed = OrderDuplicateBodySchema.safeParse({ copies: Number(copies), shiftDays: Number(shiftDays) });
  const fieldError = (field: string) => {
    const message = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message;
    return message === undefined ? undefined : t(message);
  };

  const close = () => {
    setProblem(null);
    setKey(crypto.randomUUID());
    onClose();
  };

  const submit = async () => {
    if (!parsed.success) return;
    setProblem(null);
    try {
      const answer = await duplicate.mutateAsync({ body: parsed.data, idempotencyKey: key });
      notify.success(answerMessageOf(answer));
      close();
    } catch (error) {
      setProblem(errorMessages(error).join(' '));
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="duplicate-order-title" fullWidth maxWidth="xs">
      <DialogTitle id="duplicate-order-title">{t('Duplicate order {{orderNumber}}', { orderNumber })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('Each copy keeps the stops, line items and references; appointments are cleared.')}</DialogContentText>
        <Stack spacing={2}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <TextField
            label={t('Copies')}
            type="number"
            value={copies}
            onChange={(e) => setCopies(e.target.value)}
            slotProps={{ htmlInput: { min: ORDER_COPIES.min, max: ORDER_COPIES.max } }}
            error={!!fieldError('copies')}
            helperText={fieldError('copies') ?? t('{{min}} to {{max}}', { min: ORDER_COPIES.min, max: ORDER_COPIES.max })}
            autoFocus
          />
          <TextField
            label={t('Shift all dates by (days)')}
            type="number"
            value={shiftDays}
            onChange={(e) => setShiftDays(e.target.value)}
            slotProps={{ htmlInput: { min: -MAX_SHIFT_DAYS, max: MAX_SHIFT_DAYS } }}
            error={!!fieldError('shiftDays')}
            helperText={fieldError('shiftDays') ?? t('0 keeps the dates')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('Cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!parsed.success || duplicate.isPending}>
          {t('Create copies')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
