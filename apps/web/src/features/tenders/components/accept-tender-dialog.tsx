import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { licenceStatus, localToday } from '@portal/domain/drivers/licence-expiry';
import { OfferBodySchema, type TenderDetail } from '@portal/domain/tenders/tender-schemas';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../../../lib/notify';
import { TenderAnswerDialog, useTenderAnswer } from './tender-answer-dialog';
import type { PickedDriver, PickedUnit, RenderDriverPicker, RenderUnitPicker } from './driver-picker-slot';
import { useTranslation } from '../../../i18n/use-translation';
import { answerMessageOf, codedTexts } from '../../../lib/translate-message';

type OfferValues = z.input<typeof OfferBodySchema>;
type Offer = z.output<typeof OfferBodySchema>;

interface AcceptTenderDialogProps {
  tender: TenderDetail;
  open: boolean;
  onClose: () => void;
  renderDriverPicker: RenderDriverPicker;
  renderUnitPicker: RenderUnitPicker;
}

/** A truck or trailer being chosen: the unit picked from the fleet, or whether its number is typed instead. */
function useUnitChoice() {
  const [unit, setUnit] = useState<PickedUnit | null>(null);
  const [typed, setTyped] = useState(false);
  return { unit, setUnit, typed, setTyped };
}

interface UnitFieldProps {
  kind: 'PowerUnit' | 'Trailer';
  choice: ReturnType<typeof useUnitChoice>;
  renderUnitPicker: RenderUnitPicker;
  /** The offer's form, where a typed number is entered. */
  form: UseFormReturn<OfferValues, unknown, Offer>;
}

/** Truck or trailer: a unit of the fleet, or (for a unit not entered in the portal) its number typed. */
function UnitField({ kind, choice, renderUnitPicker, form }: UnitFieldProps) {
  const { t } = useTranslation();
  const { unit, setUnit: onUnit, typed, setTyped: onTyped } = choice;
  const label = kind === 'PowerUnit' ? t('Truck') : t('Trailer');
  const name = kind === 'PowerUnit' ? 'truckNumber' : 'trailerNumber';
  const error = form.formState.errors[name]?.message;
  const field = <TextField label={kind === 'PowerUnit' ? t('Truck number') : t('Trailer number')} {...form.register(name)} error={!!error} helperText={error && t(error)} fullWidth />;
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      {typed ? field : renderUnitPicker({ kind, label, value: unit?.unitNumber ?? null, onChange: onUnit })}
      <Button
        size="small"
        sx={{ mt: 0.5, px: 0.5, textTransform: 'none' }}
        onClick={() => {
          onUnit(null);
          onTyped(!typed);
        }}
      >
        {typed ? t('Pick from your fleet') : kind === 'PowerUnit' ? t('Truck not in your fleet? Type its number') : t('Trailer not in your fleet? Type its number')}
      </Button>
    </Box>
  );
}

/**
 * Accept: books the load to the carrier and assigns the driver, truck and trailer picked from its
 * fleet (the shipment's assignment panel shows them); typed numbers are for units not in the fleet.
 */
export function AcceptTenderDialog({ tender, open, onClose, renderDriverPicker, renderUnitPicker }: AcceptTenderDialogProps) {
  const { t } = useTranslation();
  const [driver, setDriver] = useState<PickedDriver | null>(null);
  const truck = useUnitChoice();
  const trailer = useUnitChoice();
  // The form validates with the route's body schema: its messages are the ones shown here.
  const form = useForm<OfferValues, unknown, Offer>({
    resolver: zodResolver(OfferBodySchema),
    defaultValues: { status: 'Accepted', driverId: undefined, truckNumber: '', trailerNumber: '', notes: '' },
  });
  const { errors } = form.formState;
  const expired = driver?.licenseExpiresOn && licenceStatus(driver.licenseExpiresOn, localToday(new Date())) === 'Expired' ? driver : null;
  const { respond, close } = useTenderAnswer(tender.id, () => form.reset(), onClose);
  const submit = form.handleSubmit(async (offer) => {
    try {
      const answer = await respond.mutateAsync({
        status: 'Accepted',
        driverId: driver?.id,
        ...(truck.typed ? { truckNumber: offer.truckNumber?.trim() || undefined } : { truckId: truck.unit?.id }),
        ...(trailer.typed ? { trailerNumber: offer.trailerNumber?.trim() || undefined } : { trailerId: trailer.unit?.id }),
        notes: offer.notes?.trim() || undefined,
      });
      notify.success(answerMessageOf(answer));
      for (const warning of codedTexts(answer.warnings, answer.warningCodes)) notify.warning(warning);
      close();
    } catch {
      // Shown in the dialog (and by the central handler).
    }
  });
  return (
    <TenderAnswerDialog
      open={open}
      onClose={close}
      onSubmit={submit}
      titleId="accept-tender-title"
      title={t('Accept tender for shipment {{number}}', { number: tender.shipmentNumber })}
      description={t('Accepting books this load to your company at the tendered rate and assigns the driver, truck and trailer you pick; they can also be set later on the shipment.')}
      error={respond.error}
      pending={respond.isPending}
      submitColor="success"
      submitLabel={t('Accept tender')}
      pendingLabel={t('Accepting…')}
    >
      {renderDriverPicker({ onChange: (_driverId, picked) => setDriver(picked ?? null) })}
      {expired && (
        <Alert severity="warning" data-testid="licence-warning">
          {t('The licence of {{name}} expired on {{date}}. The load can be accepted, but the driver may not drive it.', { name: expired.name, date: expired.licenseExpiresOn })}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <UnitField kind="PowerUnit" choice={truck} form={form} renderUnitPicker={renderUnitPicker} />
        <UnitField kind="Trailer" choice={trailer} form={form} renderUnitPicker={renderUnitPicker} />
      </Stack>
      <TextField label={t('Notes')} {...form.register('notes')} multiline minRows={2} error={!!errors.notes} helperText={errors.notes?.message && t(errors.notes.message)} fullWidth />
    </TenderAnswerDialog>
  );
}
