import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TRAILER_TYPES, type EquipmentKind } from '@portal/domain/equipment/equipment-schemas';
import type { UseFormReturn } from 'react-hook-form';
import type { EquipmentForm } from './equipment-dialog';

type Field = Exclude<keyof EquipmentForm, 'kind'>;

/** The boxes of a unit: the trailer's type, length and reefer unit, or the power unit's ELD vehicle. */
export function EquipmentFields({ form, kind }: { form: UseFormReturn<EquipmentForm, unknown, unknown>; kind: EquipmentKind }) {
  const { errors } = form.formState;
  const box = (name: Field, label: string, extra: { required?: boolean; helper?: string; inputMode?: 'numeric' | 'text'; sm?: number } = {}) => (
    <Grid size={{ xs: 12, sm: extra.sm ?? 6 }}>
      <TextField
        {...form.register(name)}
        label={label}
        required={extra.required}
        fullWidth
        error={!!errors[name]}
        helperText={errors[name]?.message ?? extra.helper}
        slotProps={{ htmlInput: { inputMode: extra.inputMode } }}
      />
    </Grid>
  );
  const trailerType = form.watch('trailerType');
  return (
    <Grid container spacing={2}>
      {box('unitNumber', 'Unit number', { required: true })}
      {kind === 'Trailer' && (
        <Grid size={{ xs: 12, sm: 3 }}>
          <TextField
            select
            label="Type"
            required
            fullWidth
            value={trailerType}
            onChange={(e) => form.setValue('trailerType', e.target.value, { shouldValidate: form.formState.isSubmitted })}
            error={!!errors.trailerType}
            helperText={errors.trailerType?.message}
          >
            {TRAILER_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      )}
      {kind === 'Trailer' && box('lengthFeet', 'Length (ft)', { required: true, inputMode: 'numeric', sm: 3 })}
      {box('vin', 'VIN', { helper: '17 characters; the 9th is a check digit', sm: 12 })}
      {box('licensePlate', 'Plate')}
      {box('licenseState', 'Plate state', { helper: 'Two letters, e.g. VA' })}
      {box('year', 'Year', { inputMode: 'numeric', sm: 4 })}
      {box('make', 'Make', { sm: 4 })}
      {box('model', 'Model', { sm: 4 })}
      {kind === 'Trailer' && trailerType === 'Reefer' && box('reeferUnit', 'Reefer unit', { helper: 'Make and model of the refrigeration unit', sm: 12 })}
      {kind === 'PowerUnit' && box('eldVehicleId', 'ELD vehicle id', { helper: "The vehicle's id in your tracking provider", sm: 12 })}
    </Grid>
  );
}
