import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { DriverBodySchema, type Driver, type DriverBody, type DriverValues } from '@portal/domain/drivers/driver-schemas';
import { localToday, licenceStatus } from '@portal/domain/drivers/licence-expiry';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { errorMessages, notify } from '../../../lib/notify';
import { useCreateDriver } from '../api/create-driver';
import { useSetDriverPicture } from '../api/driver-picture';
import { useUpdateDriver } from '../api/update-driver';
import { DriverPictureField, type PictureChoice } from './driver-picture-field';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';
import { translatedFieldErrors } from '../../../lib/translate-message';

// The picture has its own calls (driver-picture.ts), made after the details are saved.
type DriverForm = Record<Exclude<keyof DriverBody, 'fileId'>, string>;

const FIELDS: { name: keyof DriverForm; label: string; required?: boolean; type?: string; helper?: string; sm: number }[] = [
  { name: 'firstName', label: msg('First name'), required: true, sm: 6 },
  { name: 'lastName', label: msg('Last name'), required: true, sm: 6 },
  { name: 'mobilePhone', label: msg('Mobile phone'), type: 'tel', helper: msg('Sign-in links by text go here'), sm: 6 },
  { name: 'email', label: msg('E-mail'), type: 'email', sm: 6 },
  { name: 'licenseNumber', label: msg('Licence number'), sm: 5 },
  { name: 'licenseState', label: msg('Licence state'), helper: msg('Two letters'), sm: 3 },
  { name: 'licenseExpiresOn', label: msg('Licence expiry'), type: 'date', sm: 4 },
];

const formOf = (driver?: Driver): DriverForm => ({
  firstName: driver?.firstName ?? '',
  lastName: driver?.lastName ?? '',
  mobilePhone: driver?.mobilePhone ?? '',
  email: driver?.email ?? '',
  licenseNumber: driver?.licenseNumber ?? '',
  licenseState: driver?.licenseState ?? '',
  licenseExpiresOn: driver?.licenseExpiresOn ?? '',
});

/** Add or edit a driver; the route's body schema validates the form. */
export function DriverDialog({ driver, onClose }: { driver?: Driver; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const create = useCreateDriver();
  const update = useUpdateDriver();
  const setPicture = useSetDriverPicture();
  const [picture, setPictureChoice] = useState<PictureChoice>('keep');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<DriverForm, unknown, DriverValues>({ resolver: zodResolver(DriverBodySchema) as never, defaultValues: formOf(driver) });
  const { errors } = form.formState;
  const expiresOn = form.watch('licenseExpiresOn') || null;
  const expiry = licenceStatus(expiresOn, localToday(new Date()));
  // The domain's licenceWarning texts, in the reader's language.
  const expiryWarning = expiry === 'Expired' ? t('Licence expired on {{date}}', { date: expiresOn }) : expiry === 'ExpiresSoon' ? t('Licence expires on {{date}}', { date: expiresOn }) : undefined;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = driver ? await update.mutateAsync({ id: driver.id, body: values }) : await create.mutateAsync(values);
      if (picture !== 'keep') {
        // The details are saved already: a refused picture is told, and the dialog still closes.
        await setPicture.mutateAsync({ id: saved.id, picture: picture === 'remove' ? null : picture }).catch((error: unknown) => notify.error(errorMessages(error).join(' ')));
      }
      notify.success(driver ? `Driver ${saved.name} updated` : `Driver ${saved.name} added`);
      onClose();
    } catch (error) {
      const fields = Object.entries(isApiError(error) ? translatedFieldErrors(error) : {}).filter(([field]) => field in form.getValues());
      for (const [field, messages] of fields) form.setError(field as FieldPath<DriverForm>, { message: messages.join(' ') });
      if (fields.length === 0) setFormError(errorMessages(error).join(' '));
    }
  });
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="driver-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="driver-dialog-title">{driver ? t('Edit {{name}}', { name: driver.name }) : t('Add driver')}</DialogTitle>
        <DialogContent dividers>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <DriverPictureField name={driver?.name ?? ''} fileId={driver?.fileId ?? null} value={picture} onChange={setPictureChoice} />
          <Grid container spacing={2}>
            {FIELDS.map((f) => (
              <Grid key={f.name} size={{ xs: 12, sm: f.sm }}>
                <TextField
                  {...form.register(f.name)}
                  label={t(f.label)}
                  type={f.type}
                  required={f.required}
                  fullWidth
                  error={!!errors[f.name]}
                  helperText={errors[f.name]?.message ? t(errors[f.name]?.message ?? '') : f.helper && t(f.helper)}
                  slotProps={f.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
                />
              </Grid>
            ))}
          </Grid>
          {expiryWarning && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {expiryWarning}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {driver ? t('Save') : t('Add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
