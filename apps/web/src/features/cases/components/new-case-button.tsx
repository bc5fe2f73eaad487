import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { errorMessages } from '../../../lib/notify';
import { shipmentByNumberQueryOptions } from '../api/get-shipment-by-number';
import type { CaseShipment } from '../types';
import type { RenderCaseUpload } from './case-panels';
import { CreateCaseDialog } from './create-case-dialog';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * 'New case' on the case list: asks for the shipment number, looks the shipment up, then opens the
 * create-case dialog on it.
 */
export function NewCaseButton({ compact = false, renderUpload }: { compact?: boolean; renderUpload: RenderCaseUpload }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [askOpen, setAskOpen] = useState(false);
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const [shipment, setShipment] = useState<CaseShipment | null>(null);

  const open = () => {
    setNumber('');
    setProblem(null);
    setAskOpen(true);
  };

  const lookUp = async () => {
    const trimmed = number.trim();
    if (!trimmed) {
      setProblem(t('Enter a shipment number'));
      return;
    }
    setLooking(true);
    setProblem(null);
    try {
      const found = await queryClient.fetchQuery({ ...shipmentByNumberQueryOptions(trimmed), staleTime: 0 });
      setShipment(found);
      setAskOpen(false);
    } catch (error) {
      setProblem(isApiError(error) && (error.status === 404 || error.status === 400) ? t('No shipment {{shipmentNumber}} was found among your shipments', { shipmentNumber: trimmed }) : errorMessages(error).join(' '));
    } finally {
      setLooking(false);
    }
  };

  return (
    <>
      <Button variant="contained" startIcon={<Add />} onClick={open} aria-label={t('New case')} sx={{ flexShrink: 0 }}>
        {compact ? t('New') : t('New case')}
      </Button>

      <Dialog open={askOpen} onClose={looking ? undefined : () => setAskOpen(false)} fullWidth maxWidth="xs" aria-labelledby="new-case-title">
        <DialogTitle id="new-case-title">{t('New case')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('Cases are opened on one of your shipments. Which shipment is it about?')}</DialogContentText>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void lookUp();
            }}
          >
            <TextField
              autoFocus
              fullWidth
              label={t('Shipment Number')}
              value={number}
              onChange={(event) => {
                setNumber(event.target.value);
                setProblem(null);
              }}
              error={!!problem}
              disabled={looking}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 40 } }}
            />
          </form>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={() => setAskOpen(false)} disabled={looking}>
            {t('Cancel')}
          </Button>
          <Button variant="contained" onClick={() => void lookUp()} disabled={looking}>
            {looking ? t('Looking up…') : t('Continue')}
          </Button>
        </DialogActions>
      </Dialog>

      {shipment && (
        <CreateCaseDialog open={!!shipment} onClose={() => setShipment(null)} shipmentId={shipment.id} shipmentNumber={shipment.shipmentNumber} renderUpload={renderUpload} />
      )}
    </>
  );
}
