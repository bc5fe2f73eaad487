import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LOCATION_TYPES, type LocationBody } from '@portal/domain/locations/location-schemas';
import { Controller } from 'react-hook-form';
import { LocationAddressFields } from './location-address-fields';
import { TagsField } from './tags-field';
import type { LocationFormState } from './use-location-form';

const FLAGS: { name: keyof Pick<LocationBody, 'isPrimaryLocation' | 'lumpersAvailable' | 'isAppointmentRequired' | 'overnightParking'>; label: string }[] = [
  { name: 'isPrimaryLocation', label: 'Primary location' },
  { name: 'lumpersAvailable', label: 'Lumpers available' },
  { name: 'isAppointmentRequired', label: 'Appointment required' },
  { name: 'overnightParking', label: 'Overnight parking' },
];

/** The location's fields (spec section 3), checked by the same schema the server uses. */
export function LocationForm({ state, submitLabel, onCancel }: { state: LocationFormState; submitLabel: string; onCancel: () => void }) {
  const { register, control, formState } = state.form;
  const { errors } = formState;
  return (
    <Box component="form" noValidate onSubmit={(event) => void state.submit(event)} aria-label="Location details">
      {errors.root?.message && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.root.message}
        </Alert>
      )}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <TextField {...register('name')} label="Name" required fullWidth error={!!errors.name} helperText={errors.name?.message} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Controller
            control={control}
            name="locationType"
            render={({ field }) => (
              <TextField select label="Type" fullWidth value={field.value ?? 'Warehouse'} onChange={field.onChange}>
                {LOCATION_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {type}
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
            render={({ field }) => <FormControlLabel control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={flag.label} />}
          />
        ))}
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            control={control}
            name="phoneNumbers"
            render={({ field }) => (
              <TagsField label="Phone numbers" value={field.value ?? []} onChange={field.onChange} error={!!errors.phoneNumbers} helperText={errors.phoneNumbers?.message ?? errors.phoneNumbers?.find?.((e) => e)?.message} placeholder="(312) 555-0100" />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField {...register('email')} label="E-mail" type="email" fullWidth error={!!errors.email} helperText={errors.email?.message} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            control={control}
            name="ediCodes"
            render={({ field }) => (
              <TagsField label="EDI codes (as printed on tenders)" value={field.value ?? []} onChange={field.onChange} error={!!errors.ediCodes} helperText={errors.ediCodes?.message} />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            control={control}
            name="dockLength"
            render={({ field }) => (
              <TextField
                label="Dock length (ft)"
                type="number"
                fullWidth
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
                error={!!errors.dockLength}
                helperText={errors.dockLength?.message}
              />
            )}
          />
        </Grid>
        <Grid size={12}>
          <TextField {...register('directions')} label="Directions" multiline minRows={2} fullWidth error={!!errors.directions} helperText={errors.directions?.message} />
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained" loading={state.saving}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
