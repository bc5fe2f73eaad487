import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { LocationFormState } from './use-location-form';
import { useTranslation } from '../../../i18n/use-translation';

/** Street, city, state or province, postal code and the country it implies. */
export function LocationAddressFields({ state }: { state: LocationFormState }) {
  const { t } = useTranslation();
  const { register, control, formState } = state.form;
  const problem = (message: string | undefined) => message && t(message);
  const { errors } = formState;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField {...register('addressLine1')} label={t('Address')} required fullWidth error={!!errors.addressLine1} helperText={problem(errors.addressLine1?.message)} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField {...register('addressLine2')} label={t('Address line 2')} fullWidth error={!!errors.addressLine2} helperText={problem(errors.addressLine2?.message)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <TextField {...register('city')} label={t('City')} required fullWidth error={!!errors.city} helperText={problem(errors.city?.message)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextField {...register('province')} label={t('State / Province')} required fullWidth error={!!errors.province} helperText={problem(errors.province?.message) || t('e.g. IL or ON')} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <TextField {...register('postalCode')} label={t('Postal code')} required fullWidth error={!!errors.postalCode} helperText={problem(errors.postalCode?.message)} />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <TextField
              select
              label={t('Country')}
              fullWidth
              value={field.value ?? 'US'}
              onChange={field.onChange}
              disabled={state.canadian}
              helperText={state.canadian ? t('From the postal code') : undefined}
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
