import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { licenceStatus, localToday } from '@portal/domain/drivers/licence-expiry';
import { OfferBodySchema, type TenderDetail } from '@portal/domain/tenders/tender-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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

interface UnitFieldProps {
  kind: 'PowerUnit' | 'Trailer';
  unit: PickedUnit | null;
  onUnit: (unit: PickedUnit | null) => void;
  typed: boolean;
  onTyped: (typed: boolean) => void;
  renderUnitPicker: RenderUnitPicker;
  field: React.ReactNode;
}

/** Truck or trailer: a unit of the fleet, or (for a unit not entered in the portal) its number typed. */
function UnitField({ kind, unit, onUnit, typed, onTyped, renderUnitPicker, field }: UnitFieldProps) {
  const { t } = useTranslation();
  const label = kind === 'PowerUnit' ? t('Truck') : t('Trailer');
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
  const [truck, setTruck] = useState<PickedUnit | null>(null);
  const [trailer, setTrailer] = useState<PickedUnit | null>(null);
  const [typedTruck, setTypedTruck] = useState(false);
  const [typedTrailer, setTypedTrailer] = useState(false);
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
        ...(typedTruck ? { truckNumber: offer.truckNumber?.trim() || undefined } : { truckId: truck?.id }),
        ...(typedTrailer ? { trailerNumber: offer.trailerNumber?.trim() || undefined } : { trailerId: trailer?.id }),
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
        <UnitField
          kind="PowerUnit"
          unit={truck}
          onUnit={setTruck}
          typed={typedTruck}
          onTyped={setTypedTruck}
          renderUnitPicker={renderUnitPicker}
          field={<TextField label={t('Truck number')} {...form.register('truckNumber')} error={!!errors.truckNumber} helperText={errors.truckNumber?.message && t(errors.truckNumber.message)} fullWidth />}
        />
        <UnitField
          kind="Trailer"
          unit={trailer}
          onUnit={setTrailer}
          typed={typedTrailer}
          onTyped={setTypedTrailer}
          renderUnitPicker={renderUnitPicker}
          field={<TextField label={t('Trailer number')} {...form.register('trailerNumber')} error={!!errors.trailerNumber} helperText={errors.trailerNumber?.message && t(errors.trailerNumber.message)} fullWidth />}
        />
      </Stack>
      <TextField label={t('Notes')} {...form.register('notes')} multiline minRows={2} error={!!errors.notes} helperText={errors.notes?.message && t(errors.notes.message)} fullWidth />
    </TenderAnswerDialog>
  );
}
