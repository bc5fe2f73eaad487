import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TRAILER_TYPES, type EquipmentKind } from '@portal/domain/equipment/equipment-schemas';
import type { UseFormReturn } from 'react-hook-form';
import type { EquipmentForm } from './equipment-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

type Field = Exclude<keyof EquipmentForm, 'kind'>;

/** The boxes of a unit: the trailer's type, length and reefer unit, or the power unit's ELD vehicle. */
export function EquipmentFields({ form, kind }: { form: UseFormReturn<EquipmentForm, unknown, unknown>; kind: EquipmentKind }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const box = (name: Field, label: string, extra: { required?: boolean; helper?: string; inputMode?: 'numeric' | 'text'; sm?: number } = {}) => (
    <Grid size={{ xs: 12, sm: extra.sm ?? 6 }}>
      <TextField
        {...form.register(name)}
        label={t(label)}
        required={extra.required}
        fullWidth
        error={!!errors[name]}
        helperText={errors[name]?.message ? t(errors[name]?.message ?? '') : extra.helper && t(extra.helper)}
        slotProps={{ htmlInput: { inputMode: extra.inputMode } }}
      />
    </Grid>
  );
  const trailerType = form.watch('trailerType');
  return (
    <Grid container spacing={2}>
      {box('unitNumber', msg('Unit number'), { required: true })}
      {kind === 'Trailer' && (
        <Grid size={{ xs: 12, sm: 3 }}>
          <TextField
            select
            label={t('Type')}
            required
            fullWidth
            value={trailerType}
            onChange={(e) => form.setValue('trailerType', e.target.value, { shouldValidate: form.formState.isSubmitted })}
            error={!!errors.trailerType}
            helperText={errors.trailerType?.message && t(errors.trailerType.message)}
          >
            {TRAILER_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(type)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      )}
      {kind === 'Trailer' && box('lengthFeet', msg('Length (ft)'), { required: true, inputMode: 'numeric', sm: 3 })}
      {box('vin', msg('VIN'), { helper: msg('17 characters; the 9th is a check digit'), sm: 12 })}
      {box('licensePlate', msg('Plate'))}
      {box('licenseState', msg('Plate state'), { helper: msg('Two letters, e.g. VA') })}
      {box('year', msg('Year'), { inputMode: 'numeric', sm: 4 })}
      {box('make', msg('Make'), { sm: 4 })}
      {box('model', msg('Model'), { sm: 4 })}
      {kind === 'Trailer' && trailerType === 'Reefer' && box('reeferUnit', msg('Reefer unit'), { helper: msg('Make and model of the refrigeration unit'), sm: 12 })}
      {kind === 'PowerUnit' && box('eldVehicleId', msg('ELD vehicle id'), { helper: msg("The vehicle's id in your tracking provider"), sm: 12 })}
    </Grid>
  );
}
