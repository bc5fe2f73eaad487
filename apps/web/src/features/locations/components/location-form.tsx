import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LOCATION_TYPES, type LocationBody } from '@portal/domain/locations/location-schemas';
import { Controller } from 'react-hook-form';
import { LocationAddressFields } from './location-address-fields';
import { ControlledListField } from '../../../components/controlled-list-field';
import { FormFooter } from '../../../components/form-footer';
import type { LocationFormState } from './use-location-form';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

const FLAGS: { name: keyof Pick<LocationBody, 'isPrimaryLocation' | 'lumpersAvailable' | 'isAppointmentRequired' | 'overnightParking'>; label: string }[] = [
  { name: 'isPrimaryLocation', label: msg('Primary location') },
  { name: 'lumpersAvailable', label: msg('Lumpers available') },
  { name: 'isAppointmentRequired', label: msg('Appointment required') },
  { name: 'overnightParking', label: msg('Overnight parking') },
];

/** The location's fields, checked by the same schema the server uses. */
export function LocationForm({ state, submitLabel, onCancel }: { state: LocationFormState; submitLabel: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const { register, control, formState } = state.form;
  const problem = (message: string | undefined) => message && t(message);
  const { errors } = formState;
  return (
    <Box component="form" noValidate onSubmit={(event) => void state.submit(event)} aria-label={t('Location details')}>
      {errors.root?.message && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(errors.root.message)}
        </Alert>
      )}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <TextField {...register('name')} label={t('Name')} required fullWidth error={!!errors.name} helperText={problem(errors.name?.message)} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Controller
            control={control}
            name="locationType"
            render={({ field }) => (
              <TextField select label={t('Type')} fullWidth value={field.value ?? 'Warehouse'} onChange={field.onChange}>
                {LOCATION_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(type)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
      </Grid>
      <LocationAddressFields state={state} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, my: 1 }}>
        {FLAGS.map((flag) => (
          <Controller
            key={flag.name}
            control={control}
            name={flag.name}
            render={({ field }) => <FormControlLabel control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t(flag.label)} />}
          />
        ))}
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ControlledListField
            control={control}
            name="phoneNumbers"
            label={t('Phone numbers')}
            error={!!errors.phoneNumbers}
            helperText={problem(errors.phoneNumbers?.message ?? errors.phoneNumbers?.find?.((e) => e)?.message)}
            placeholder="(312) 555-0100"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField {...register('email')} label={t('E-mail')} type="email" fullWidth error={!!errors.email} helperText={problem(errors.email?.message)} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ControlledListField control={control} name="ediCodes" label={t('EDI codes (as printed on tenders)')} error={!!errors.ediCodes} helperText={problem(errors.ediCodes?.message)} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            control={control}
            name="dockLength"
            render={({ field }) => (
              <TextField
                label={t('Dock length (ft)')}
                type="number"
                fullWidth
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
                error={!!errors.dockLength}
                helperText={problem(errors.dockLength?.message)}
              />
            )}
          />
        </Grid>
        <Grid size={12}>
          <TextField {...register('directions')} label={t('Directions')} multiline minRows={2} fullWidth error={!!errors.directions} helperText={problem(errors.directions?.message)} />
        </Grid>
      </Grid>
      <FormFooter onCancel={onCancel} submitLabel={submitLabel} saving={state.saving} mt={2} />
    </Box>
  );
}
