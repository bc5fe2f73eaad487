import Button, { type ButtonProps } from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

interface CancelConfirmActionsProps {
  onCancel: () => void;
  /** What the confirming button says. */
  label: ReactNode;
  /** What it says while the answer is awaited; the label when not given. */
  pendingLabel?: ReactNode;
  pending: boolean;
  /** Without it the confirming button submits the dialog's form. */
  onConfirm?: () => void;
  color?: ButtonProps['color'];
}

/** The foot of a dialog: Cancel, and the button that does what the dialog asks. */
export function CancelConfirmActions({ onCancel, label, pendingLabel, pending, onConfirm, color }: CancelConfirmActionsProps) {
  const { t } = useTranslation();
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} color="inherit">
        {t('Cancel')}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} variant="contained" color={color} disabled={pending}>
        {pending && pendingLabel ? pendingLabel : label}
      </Button>
    </DialogActions>
  );
}
