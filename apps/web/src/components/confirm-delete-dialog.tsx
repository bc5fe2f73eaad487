import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

interface ConfirmDeleteDialogProps {
  open: boolean;
  titleId: string;
  title: string;
  /** What deleting removes, and for whom. */
  text: ReactNode;
  /** While the delete runs, neither button nor a click outside closes the dialog. */
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before deleting something: Cancel, or Delete. */
export function ConfirmDeleteDialog({ open, titleId, title, text, pending, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={() => !pending && onCancel()} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onCancel} disabled={pending}>
          {t('Cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={pending}>
          {t('Delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
