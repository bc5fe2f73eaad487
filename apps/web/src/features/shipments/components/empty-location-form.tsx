import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { emptyLocationBody } from '@portal/domain/shipments/shipment-request-schemas';
import dayjs from '../../../lib/dayjs';
import { useForm, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useEmptyLocation } from '../api/get-empty-location';
import { useSaveEmptyLocation } from '../api/save-empty-location';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';
import { translatedFieldErrors } from '../../../lib/translate-message';

/** The route's body schema, with the time typed on the browser's clock. */
const schema = emptyLocationBody.extend({ emptyAt: z.string().min(1, msg('When will the truck be empty?')) });
type Form = z.input<typeof schema>;

/** Where and when the truck empties after delivery. */
export function EmptyLocationForm({ shipmentId }: { shipmentId: number }) {
  const { t } = useTranslation();
  const current = useEmptyLocation(shipmentId);
  const save = useSaveEmptyLocation();
  const values = current.data;
  const form = useForm<Form, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    values: {
      city: values?.city ?? '',
      state: values?.state ?? '',
      postalCode: values?.postalCode ?? '',
      emptyAt: values?.emptyAt ? dayjs(values.emptyAt).format('YYYY-MM-DDTHH:mm') : '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) =>
    save.mutate(
      { shipmentId, body: { ...v, emptyAt: dayjs(v.emptyAt).toISOString() } },
      {
        onSuccess: () => notify.success('Empty location saved'),
        onError: (error) => {
          for (const [field, messages] of Object.entries(isApiError(error) ? translatedFieldErrors(error) : {})) form.setError(field as FieldPath<Form>, { message: messages.join(' ') });
        },
      },
    ),
  );
  // Labels stay up: the values arrive after the boxes are registered, which MUI cannot see.
  const box = (name: keyof Form, label: string, sm: number, type?: string) => (
    <Grid size={{ xs: 12, sm }}>
      <TextField {...form.register(name)} label={t(label)} type={type} fullWidth size="small" error={!!errors[name]} helperText={errors[name]?.message && t(errors[name].message)} slotProps={{ inputLabel: { shrink: true } }} />
    </Grid>
  );
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="empty-location-title" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
      <Typography id="empty-location-title" variant="subtitle2" component="h3">
        {t('Empty location')}
      </Typography>
      <Grid container spacing={1.5}>
        {box('city', msg('City'), 5)}
        {box('state', msg('State'), 3)}
        {box('postalCode', msg('Postal code'), 4)}
        {box('emptyAt', msg('Empty at'), 12, 'datetime-local')}
      </Grid>
      <Box>
        <Button type="submit" variant="outlined" disabled={save.isPending}>
          {t('Save empty location')}
        </Button>
      </Box>
    </Box>
  );
}
