import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { DEFAULT_TENDER_MINUTES, TenderShipmentBodySchema, type TenderShipmentInput } from '@portal/domain/tenders/tendering-schemas';
import { isApiError } from '../../../lib/api-client';
import { errorMessages, notify } from '../../../lib/notify';
import { useUnifiedRates } from '../api/get-unified-rates';
import { useTenderShipment } from '../api/tender-shipment';
import { TenderCarrierList } from './tender-carrier-list';
import { tenderCarrierOptions, type TenderFormValues } from './tender-carriers';
import { useTranslation } from '../../../i18n/use-translation';
import { answerMessageOf, translatedFieldErrors } from '../../../lib/translate-message';

type Mode = 'one' | 'ranked';

interface TenderDialogProps {
  shipmentId: number;
  shipmentNumber: string;
  onClose: () => void;
}

/** Where the server's field errors go: the carriers list (and its entries) or the expiry. */
function fieldOf(key: string): 'carriers' | 'expiresInMinutes' {
  return key.startsWith('expiresInMinutes') ? 'expiresInMinutes' : 'carriers';
}

/**
 * Tender the shipment to one carrier, or to a ranked list tendered one after another (automatic
 * tendering), with how long each tender stays open. Carriers are those with rates on the lane.
 */
export function TenderDialog({ shipmentId, shipmentNumber, onClose }: TenderDialogProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const rates = useUnifiedRates(shipmentNumber);
  const options = tenderCarrierOptions(rates.data ?? []);
  const tender = useTenderShipment(shipmentId);
  const [mode, setMode] = useState<Mode>('one');
  const form = useForm<TenderFormValues, unknown, TenderShipmentInput>({
    resolver: zodResolver(TenderShipmentBodySchema),
    defaultValues: { carriers: [], expiresInMinutes: DEFAULT_TENDER_MINUTES },
  });
  const carriers = useFieldArray({ control: form.control, name: 'carriers' });

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await tender.mutateAsync(values);
      notify.success(answerMessageOf(answer));
      onClose();
    } catch (error) {
      if (isApiError(error) && error.errors) {
        for (const [key, messages] of Object.entries(translatedFieldErrors(error))) if (messages[0]) form.setError(fieldOf(key), { message: messages[0] });
      }
    }
  });
  const changeMode = (next: Mode | null) => {
    if (!next) return;
    setMode(next);
    if (next === 'one' && carriers.fields.length > 1) carriers.replace(carriers.fields.slice(0, 1).map(({ carrierId, rate }) => ({ carrierId, rate })));
  };
  const refusal = tender.error && !(isApiError(tender.error) && tender.error.status === 400) ? errorMessages(tender.error).join(' ') : null;
  const listError = form.formState.errors.carriers;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={narrow} aria-labelledby="tender-dialog-title">
      <form onSubmit={submit} noValidate aria-label={t('Tender shipment')}>
        <DialogTitle id="tender-dialog-title">{t('Tender shipment {{shipmentNumber}}', { shipmentNumber })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            {refusal && <Alert severity="error">{refusal}</Alert>}
            <ToggleButtonGroup exclusive fullWidth size="small" color="primary" value={mode} onChange={(_event, next: Mode | null) => changeMode(next)} aria-label={t('Tender to')}>
              <ToggleButton value="one">{t('One carrier')}</ToggleButton>
              <ToggleButton value="ranked">{t('Ranked list')}</ToggleButton>
            </ToggleButtonGroup>
            <Typography variant="body2" color="text.secondary">
              {mode === 'one'
                ? t('The carrier gets the tender; it books the load when it accepts.')
                : t('Carriers are tendered in this order: the next one gets the tender when one rejects or lets it expire.')}
            </Typography>
            {rates.isPending ? (
              <Typography color="text.secondary">{t('Loading carriers with rates on this lane…')}</Typography>
            ) : options.length === 0 ? (
              <Alert severity="info">{t('No carrier has a rate on this lane yet.')}</Alert>
            ) : (
              <TenderCarrierList form={form} carriers={carriers} options={options} max={mode === 'one' ? 1 : 10} />
            )}
            {listError?.message && (
              <Typography color="error" variant="body2" role="alert">
                {t(listError.message)}
              </Typography>
            )}
            <TextField
              label={t('Each tender expires after (minutes)')}
              type="number"
              required
              {...form.register('expiresInMinutes')}
              error={!!form.formState.errors.expiresInMinutes}
              helperText={form.formState.errors.expiresInMinutes?.message ? t(form.formState.errors.expiresInMinutes.message) : t('From 5 minutes to 7 days (10,080 minutes); 120 is 2 hours')}
              slotProps={{ htmlInput: { min: 5, max: 10_080 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit" variant="contained" disabled={tender.isPending || carriers.fields.length === 0}>
            {tender.isPending ? t('Tendering…') : t('Send tender')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
