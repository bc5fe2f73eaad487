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
  const [copies, setCopies] = useState('1');
  const [shiftDays, setShiftDays] = useState('0');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [problem, setProblem] = useState<string | null>(null);
  const duplicate = useDuplicateOrder(orderNumber);
  const parsed = OrderDuplicateBodySchema.safeParse({ copies: Number(copies), shiftDays: Number(shiftDays) });
  const fieldError = (field: string) => (parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message);

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
      notify.success(answer.message);
      close();
    } catch (error) {
      setProblem(errorMessages(error).join(' '));
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="duplicate-order-title" fullWidth maxWidth="xs">
      <DialogTitle id="duplicate-order-title">Duplicate order {orderNumber}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Each copy keeps the stops, line items and references; appointments are cleared.</DialogContentText>
        <Stack spacing={2}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <TextField
            label="Copies"
            type="number"
            value={copies}
            onChange={(e) => setCopies(e.target.value)}
            slotProps={{ htmlInput: { min: ORDER_COPIES.min, max: ORDER_COPIES.max } }}
            error={!!fieldError('copies')}
            helperText={fieldError('copies') ?? `${ORDER_COPIES.min} to ${ORDER_COPIES.max}`}
            autoFocus
          />
          <TextField
            label="Shift all dates by (days)"
            type="number"
            value={shiftDays}
            onChange={(e) => setShiftDays(e.target.value)}
            slotProps={{ htmlInput: { min: -MAX_SHIFT_DAYS, max: MAX_SHIFT_DAYS } }}
            error={!!fieldError('shiftDays')}
            helperText={fieldError('shiftDays') ?? '0 keeps the dates'}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!parsed.success || duplicate.isPending}>
          Create copies
        </Button>
      </DialogActions>
    </Dialog>
  );
}
