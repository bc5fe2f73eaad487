import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { FormEventHandler, ReactNode } from 'react';
import { useRespondToTender } from '../api/respond-to-tender';
import { AnswerError } from './answer-error';
import { CancelConfirmActions } from '../../../components/cancel-confirm-actions';

/** The answer call of a tender, and a close that forgets the last refusal and the typed values. */
export function useTenderAnswer(tenderId: number, resetForm: () => void, onClose: () => void) {
  const respond = useRespondToTender(tenderId);
  const close = () => {
    respond.reset();
    resetForm();
    onClose();
  };
  return { respond, close };
}

interface TenderAnswerDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  titleId: string;
  title: string;
  description: ReactNode;
  /** The server's refusal of the last answer, shown above the fields. */
  error: unknown;
  pending: boolean;
  submitColor: 'success' | 'error';
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}

/** The frame both answers to a tender share: title, what the answer does, the refusal, the fields, Cancel and the answer button. A phone gets the whole screen. */
export function TenderAnswerDialog({ open, onClose, onSubmit, titleId, title, description, error, pending, submitColor, submitLabel, pendingLabel, children }: TenderAnswerDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{description}</DialogContentText>
            <AnswerError error={error} />
            {children}
          </Stack>
        </DialogContent>
        <CancelConfirmActions onCancel={onClose} label={submitLabel} pendingLabel={pendingLabel} pending={pending} color={submitColor} />
      </form>
    </Dialog>
  );
}
