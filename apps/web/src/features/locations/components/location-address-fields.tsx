import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { LocationFormState } from './use-location-form';

/** Street, city, state or province, postal code and the country it implies. */
export function LocationAddressFields({ state }: { state: LocationFormState }) {
  const { register, control, formState } = state.form;
  const { errors } = formState;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField {...register('addressLine1')} label="Address" required fullWidth error={!!errors.addressLine1} helperText={errors.addressLine1?.message} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField {...register('addressLine2')} label="Address line 2" fullWidth error={!!errors.addressLine2} helperText={errors.addressLine2?.message} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <TextField {...register('city')} label="City" required fullWidth error={!!errors.city} helperText={errors.city?.message} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextField {...register('province')} label="State / Province" required fullWidth error={!!errors.province} helperText={errors.province?.message ?? 'e.g. IL or ON'} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <TextField {...register('postalCode')} label="Postal code" required fullWidth error={!!errors.postalCode} helperText={errors.postalCode?.message} />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <TextField
              select
              label="Country"
              fullWidth
              value={field.value ?? 'US'}
              onChange={field.onChange}
              disabled={state.canadian}
              helperText={state.canadian ? 'From the postal code' : undefined}
              slotProps={{ htmlInput: { 'data-testid': 'location-country' } }}
            >
              <MenuItem value="US">US</MenuItem>
              <MenuItem value="CA">CA</MenuItem>
            </TextField>
          )}
        />
      </Grid>
    </Grid>
  );
}
