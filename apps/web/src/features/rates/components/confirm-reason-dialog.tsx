import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ReasonFieldsSchema } from '@portal/domain/rates/broker-booking-schemas';
import type { z } from 'zod';
import { useTranslation } from '../../../i18n/use-translation';

type ReasonValues = z.input<typeof ReasonFieldsSchema>;
type Reason = z.output<typeof ReasonFieldsSchema>;

interface ConfirmReasonDialogProps {
  title: string;
  /** What happens when confirmed, said before it happens. */
  consequence: string;
  confirmLabel: string;
  /** Where the reason goes, under its field (the carrier by default). */
  reasonHelp?: string;
  pending: boolean;
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
}

/** Rescind and void ask first, with an optional reason the carrier is told. */
export function ConfirmReasonDialog({ title, consequence, confirmLabel, reasonHelp, pending, onConfirm, onClose }: ConfirmReasonDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useForm<ReasonValues, unknown, Reason>({ resolver: zodResolver(ReasonFieldsSchema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit((values) => onConfirm(values.reason));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{consequence}</DialogContentText>
            <TextField
              label={t('Reason (optional)')}
              multiline
              minRows={2}
              {...form.register('reason')}
              error={!!form.formState.errors.reason}
              helperText={form.formState.errors.reason?.message ? t(form.formState.errors.reason.message) : (reasonHelp ?? t('Sent to the carrier'))}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={pending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
