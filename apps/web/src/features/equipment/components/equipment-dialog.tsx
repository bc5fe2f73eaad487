import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { EquipmentBodySchema, type EquipmentBody, type EquipmentKind, type EquipmentUnit, type EquipmentValues } from '@portal/domain/equipment/equipment-schemas';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { errorMessages, notify } from '../../../lib/notify';
import { useCreateEquipmentUnit } from '../api/create-equipment-unit';
import { useUpdateEquipmentUnit } from '../api/update-equipment-unit';
import { EquipmentFields } from './equipment-fields';
import { useTranslation } from '../../../i18n/use-translation';
import { translatedFieldErrors } from '../../../lib/translate-message';


/** Form values: every box holds text (numbers too), as typed; the body schema turns them into the request. */
export type EquipmentForm = Record<Exclude<keyof EquipmentBody, 'kind'>, string> & { kind: EquipmentKind };

function defaults(kind: EquipmentKind, unit?: EquipmentUnit): EquipmentForm {
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    kind,
    unitNumber: text(unit?.unitNumber),
    trailerType: unit?.trailerType ?? (kind === 'Trailer' ? 'Dry' : ''),
    lengthFeet: unit ? text(unit.lengthFeet) : kind === 'Trailer' ? '53' : '',
    vin: text(unit?.vin),
    licensePlate: text(unit?.licensePlate),
    licenseState: text(unit?.licenseState),
    year: text(unit?.year),
    make: text(unit?.make),
    model: text(unit?.model),
    reeferUnit: text(unit?.reeferUnit),
    eldVehicleId: text(unit?.eldVehicleId),
  };
}

/** Add or edit a trailer or power unit; the route's body schema validates the form (and the server again). */
export function EquipmentDialog({ kind, unit, onClose }: { kind: EquipmentKind; unit?: EquipmentUnit; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const create = useCreateEquipmentUnit();
  const update = useUpdateEquipmentUnit();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EquipmentForm, unknown, EquipmentValues>({
    resolver: zodResolver(EquipmentBodySchema) as never,
    defaultValues: defaults(kind, unit),
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = unit ? await update.mutateAsync({ id: unit.id, body: values }) : await create.mutateAsync(values);
      notify.success(unit ? `Unit ${saved.unitNumber} updated` : `Unit ${saved.unitNumber} added`);
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? translatedFieldErrors(error) : {};
      const placed = Object.entries(fields).filter(([field]) => field in form.getValues());
      for (const [field, messages] of placed) form.setError(field as FieldPath<EquipmentForm>, { message: messages.join(' ') });
      if (placed.length === 0) setFormError(errorMessages(error).join(' '));
    }
  });
  const title = unit ? t(kind === 'Trailer' ? 'Edit trailer' : 'Edit power unit') : t(kind === 'Trailer' ? 'Add trailer' : 'Add power unit');
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="equipment-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="equipment-dialog-title">{title}</DialogTitle>
        <DialogContent dividers>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <EquipmentFields form={form} kind={kind} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {unit ? t('Save') : t('Add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
