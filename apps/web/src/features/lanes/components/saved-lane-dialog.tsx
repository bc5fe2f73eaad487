import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { AVAILABLE_SHIPMENTS_RADIUS_MILES } from '@portal/domain/common/constants';
import { EQUIPMENT_MODES } from '@portal/domain/orders/modes';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { cityState } from '../../../components/freight/freight-format';
import { SavedLaneBodySchema, type SavedLane, type SavedLaneBody } from '@portal/domain/lanes/saved-lane-schemas';
import { useBodySubmit } from '../../../components/freight/use-body-submit';
import { PlaceFormField } from '../../../components/place-autocomplete/place-form-field';
import { notify } from '../../../lib/notify';
import { parsePlace } from '../../../lib/place-input';
import { useSaveSavedLane } from '../api/save-saved-lane';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';
import { CancelConfirmActions } from '../../../components/cancel-confirm-actions';

const place = (required: boolean) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (!value) {
        if (required) ctx.addIssue({ code: 'custom', message: msg("Enter the lane's origin: city and state, or a ZIP code") });
        return;
      }
      const parsed = parsePlace(value);
      if (parsed && 'error' in parsed) ctx.addIssue({ code: 'custom', message: parsed.error });
    });
const radius = z.coerce.number({ error: msg('Enter a radius in miles') }).int(msg('Use whole miles')).min(1, msg('At least 1 mile')).max(500, msg('At most 500 miles'));

const schema = z.object({
  name: z.string().trim().max(80, msg('At most 80 characters')),
  origin: place(true),
  originRadius: radius,
  destination: place(false),
  destinationRadius: radius,
  equipmentMode: z.string(),
  notify: z.boolean(),
});
type FormValues = z.input<typeof schema>;
type FieldName = keyof FormValues;

/** The body the server reads from the form's values. */
export function toSavedLaneInput(values: z.output<typeof schema>): SavedLaneBody {
  const origin = parsePlace(values.origin);
  const destination = parsePlace(values.destination);
  const placeFields = (prefix: 'origin' | 'destination', p: ReturnType<typeof parsePlace>) =>
    !p || 'error' in p ? {} : 'postalCode' in p ? { [`${prefix}PostalCode`]: p.postalCode } : { [`${prefix}City`]: p.city, [`${prefix}State`]: p.state };
  return {
    name: values.name || undefined,
    ...placeFields('origin', origin),
    originRadius: values.originRadius,
    ...placeFields('destination', destination),
    destinationRadius: values.destinationRadius,
    equipmentMode: values.equipmentMode || null,
    notify: values.notify,
  };
}

/** A server field (originCity, destinationPostalCode...) names the form box it came from. */
export function formFieldOf(serverField: string): FieldName | null {
  if (serverField === 'originRadius' || serverField === 'destinationRadius' || serverField === 'name' || serverField === 'equipmentMode' || serverField === 'notify') return serverField;
  if (serverField.startsWith('origin')) return 'origin';
  if (serverField.startsWith('destination')) return 'destination';
  return null;
}

const placeText = (p: { city: string; state: string; postalCode: string | null } | null) => (p ? (p.city ? cityState(p) : (p.postalCode ?? '')) : '');

/** Create or edit a saved lane; the server's 400 problems land on the fields they name. */
export function SavedLaneDialog({ lane, onClose }: { lane?: SavedLane; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const save = useSaveSavedLane(lane?.id);
  const form = useForm<FormValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: lane?.name ?? '',
      origin: placeText(lane?.origin ?? null),
      originRadius: lane?.originRadius ?? AVAILABLE_SHIPMENTS_RADIUS_MILES,
      destination: placeText(lane?.destination ?? null),
      destinationRadius: lane?.destinationRadius ?? AVAILABLE_SHIPMENTS_RADIUS_MILES,
      equipmentMode: lane?.equipmentMode ?? '',
      notify: lane?.notify ?? false,
    },
  });
  const { errors } = form.formState;
  const problem = (message: string | undefined) => message && t(message);

  const { submit, formError } = useBodySubmit({
    form,
    bodySchema: SavedLaneBodySchema,
    toBody: toSavedLaneInput,
    formFieldOf,
    send: (body) => save.mutateAsync(body),
    onSent: () => {
      notify.success(lane ? 'Lane updated' : 'Lane saved');
      onClose();
    },
  });

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="saved-lane-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="saved-lane-title">{lane ? t('Edit saved lane') : t('New saved lane')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <TextField label={t('Name (optional)')} {...form.register('name')} error={!!errors.name} helperText={problem(errors.name?.message)} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <PlaceFormField control={form.control} name="origin" label={t('Origin')} required placeholder={t('City, ST or ZIP')} sx={{ flex: 2 }} />
              <TextField label={t('Origin radius (mi)')} type="number" {...form.register('originRadius')} error={!!errors.originRadius} helperText={problem(errors.originRadius?.message)} sx={{ flex: 1 }} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <PlaceFormField control={form.control} name="destination" label={t('Destination')} placeholder={t('City, ST or ZIP — empty for anywhere')} sx={{ flex: 2 }} />
              <TextField label={t('Destination radius (mi)')} type="number" {...form.register('destinationRadius')} error={!!errors.destinationRadius} helperText={problem(errors.destinationRadius?.message)} sx={{ flex: 1 }} />
            </Stack>
            <Controller
              control={form.control}
              name="equipmentMode"
              render={({ field }) => (
                <TextField
                  select
                  label={t('Equipment')}
                  {...field}
                  error={!!errors.equipmentMode}
                  helperText={problem(errors.equipmentMode?.message)}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                  <MenuItem value="">{t('Any equipment')}</MenuItem>
                  {EQUIPMENT_MODES.map((mode) => (
                    <MenuItem key={mode} value={mode}>
                      {t(mode)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={form.control}
              name="notify"
              render={({ field }) => <FormControlLabel label={t('E-mail me when new loads match')} control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} />}
            />
          </Stack>
        </DialogContent>
        <CancelConfirmActions onCancel={onClose} label={lane ? t('Save changes') : t('Save lane')} pendingLabel={t('Saving…')} pending={save.isPending} />
      </form>
    </Dialog>
  );
}
