import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useLocationOptions, type LocationOption } from '../api/get-location-options';
import { CONTACT_ROLES } from '../lib/role-labels';
import { ListField } from './list-field';
import { PortalAccessFields, type PortalAccessCompany } from './portal-access-fields';
import type { ContactFormState } from './use-contact-form';

const firstError = (errors: unknown): string | undefined => {
  if (!errors) return undefined;
  if (typeof errors === 'object' && 'message' in errors && typeof errors.message === 'string') return errors.message;
  if (Array.isArray(errors)) return errors.map(firstError).find(Boolean);
  return undefined;
};

interface ContactFormProps {
  state: ContactFormState;
  company: PortalAccessCompany;
  submitLabel: string;
  onCancel: () => void;
}

/** The contact's fields (spec section 3), checked by the same schema the server uses. */
export function ContactForm({ state, company, submitLabel, onCancel }: ContactFormProps) {
  const { register, control, formState } = state.form;
  const { errors } = formState;
  const locations = useLocationOptions();
  const byId = new Map((locations.data ?? []).map((l) => [l.id, l]));
  return (
    <Box component="form" noValidate onSubmit={(event) => void state.submit(event)} aria-label="Contact details">
      {errors.root?.message && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.root.message}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...register('firstName')} label="First name" required fullWidth error={!!errors.firstName} helperText={errors.firstName?.message} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...register('lastName')} label="Last name" required fullWidth error={!!errors.lastName} helperText={errors.lastName?.message} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...register('functionTitle')} label="Function title" fullWidth error={!!errors.functionTitle} helperText={errors.functionTitle?.message} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="roles"
            render={({ field }) => (
              <ListField label="Roles" options={CONTACT_ROLES} value={field.value ?? []} onChange={field.onChange} error={!!errors.roles} helperText={firstError(errors.roles) ?? 'Choose or type a role; Bill-to is saved as BillTo'} />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="emailAddresses"
            render={({ field }) => (
              <ListField label="E-mail addresses" value={field.value ?? []} onChange={field.onChange} error={!!errors.emailAddresses} helperText={firstError(errors.emailAddresses) ?? 'The first one signs in to the portal'} placeholder="name@company.com" />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="phoneNumbers"
            render={({ field }) => (
              <ListField label="Phone numbers" value={field.value ?? []} onChange={field.onChange} error={!!errors.phoneNumbers} helperText={firstError(errors.phoneNumbers)} placeholder="(540) 555-0100" />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...register('linkedInProfileUrl')} label="LinkedIn profile" placeholder="https://www.linkedin.com/in/..." fullWidth error={!!errors.linkedInProfileUrl} helperText={errors.linkedInProfileUrl?.message} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="locationIds"
            render={({ field }) => (
              <Autocomplete<LocationOption, true>
                multiple
                options={locations.data ?? []}
                loading={locations.isPending}
                value={((field.value ?? []) as number[]).map((id) => byId.get(id)).filter((l): l is LocationOption => l !== undefined)}
                onChange={(_, next) => field.onChange(next.map((l) => l.id))}
                getOptionLabel={(l) => `${l.name} (${l.city}, ${l.province})`}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                renderInput={(params) => <TextField {...params} label="Works at" error={!!errors.locationIds} helperText={firstError(errors.locationIds) ?? "Your company's locations"} />}
              />
            )}
          />
        </Grid>
      </Grid>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Portal access
      </Typography>
      <PortalAccessFields state={state} company={company} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained" loading={state.saving}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
