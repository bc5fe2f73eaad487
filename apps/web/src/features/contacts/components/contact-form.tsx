import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useLocationOptions, type LocationOption } from '../api/get-location-options';
import { CONTACT_ROLES } from '../lib/role-labels';
import { ControlledListField } from '../../../components/controlled-list-field';
import { FormFooter } from '../../../components/form-footer';
import { PortalAccessFields, type PortalAccessCompany } from './portal-access-fields';
import type { ContactFormState } from './use-contact-form';
import { useTranslation } from '../../../i18n/use-translation';
import { translateMessage } from '../../../lib/translate-message';

const firstError = (errors: unknown): string | undefined => {
  if (!errors) return undefined;
  if (typeof errors === 'object' && 'message' in errors && typeof errors.message === 'string') return translateMessage(errors.message);
  if (Array.isArray(errors)) return errors.map(firstError).find(Boolean);
  return undefined;
};

interface ContactFormProps {
  state: ContactFormState;
  company: PortalAccessCompany;
  submitLabel: string;
  onCancel: () => void;
}

/** The contact's fields, checked by the same schema the server uses. */
export function ContactForm({ state, company, submitLabel, onCancel }: ContactFormProps) {
  const { t } = useTranslation();
  const { register, control, formState } = state.form;
  const { errors } = formState;
  const locations = useLocationOptions();
  const byId = new Map((locations.data ?? []).map((l) => [l.id, l]));
  return (
    <Box component="form" noValidate onSubmit={(event) => void state.submit(event)} aria-label={t('Contact details')}>
      {errors.root?.message && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translateMessage(errors.root.message)}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...register('firstName')} label={t('First name')} required fullWidth error={!!errors.firstName} helperText={translateMessage(errors.firstName?.message)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...register('lastName')} label={t('Last name')} required fullWidth error={!!errors.lastName} helperText={translateMessage(errors.lastName?.message)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...register('functionTitle')} label={t('Function title')} fullWidth error={!!errors.functionTitle} helperText={translateMessage(errors.functionTitle?.message)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ControlledListField
            control={control}
            name="roles"
            label={t('Roles')}
            options={CONTACT_ROLES}
            error={!!errors.roles}
            helperText={firstError(errors.roles) ?? t('Choose or type a role; Bill-to is saved as BillTo')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ControlledListField
            control={control}
            name="emailAddresses"
            label={t('E-mail addresses')}
            error={!!errors.emailAddresses}
            helperText={firstError(errors.emailAddresses) ?? t('The first one signs in to the portal')}
            placeholder={t('name@company.com')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ControlledListField control={control} name="phoneNumbers" label={t('Phone numbers')} error={!!errors.phoneNumbers} helperText={firstError(errors.phoneNumbers)} placeholder="(540) 555-0100" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...register('linkedInProfileUrl')}
            label={t('LinkedIn profile')}
            placeholder="https://www.linkedin.com/in/..."
            fullWidth
            error={!!errors.linkedInProfileUrl}
            helperText={translateMessage(errors.linkedInProfileUrl?.message)}
          />
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
                renderInput={(params) => <TextField {...params} label={t('Works at')} error={!!errors.locationIds} helperText={firstError(errors.locationIds) ?? t("Your company's locations")} />}
              />
            )}
          />
        </Grid>
      </Grid>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('Portal access')}
      </Typography>
      <PortalAccessFields state={state} company={company} />
      <FormFooter onCancel={onCancel} submitLabel={submitLabel} saving={state.saving} />
    </Box>
  );
}
