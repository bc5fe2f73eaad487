import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { AVAILABLE_SHIPMENTS_RADIUS_MILES } from '@portal/domain/common/constants';
import { EQUIPMENT_MODES } from '@portal/domain/orders/modes';
import dayjs from '../../../lib/dayjs';
import { Controller, useFieldArray, useForm, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { LiveEquipmentBodySchema, MAX_DESIRED_DESTINATIONS, type LiveEquipmentBody } from '@portal/domain/live-equipment/live-equipment-schemas';
import { useBodySubmit } from '../../../components/freight/use-body-submit';
import { PlaceFormField } from '../../../components/place-autocomplete/place-form-field';
import { notify } from '../../../lib/notify';
import { parsePlace, type PlaceQuery } from '../../../lib/place-input';
import { usePostLiveEquipment } from '../api/post-live-equipment';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';
import { CancelConfirmActions } from '../../../components/cancel-confirm-actions';

const MAX_DESTINATIONS = MAX_DESIRED_DESTINATIONS;

const placeText = (required: boolean, missing: string) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (!value) {
        if (required) ctx.addIssue({ code: 'custom', message: missing });
        return;
      }
      const parsed = parsePlace(value);
      if (parsed && 'error' in parsed) ctx.addIssue({ code: 'custom', message: parsed.error });
    });
const radius = z.coerce.number({ error: msg('Enter miles') }).int(msg('Whole miles')).min(1, msg('At least 1')).max(500, msg('At most 500'));

const schema = z
  .object({
    location: placeText(true, msg('Where is the truck? City and state, or a ZIP code')),
    availableFrom: z.string().min(1, msg('When will it be empty?')),
    availableTo: z.string(),
    equipmentMode: z.enum(EQUIPMENT_MODES),
    truckNumber: z.string().trim().max(30, msg('At most 30 characters')),
    desiredDestinations: z.array(z.object({ place: placeText(true, msg('Enter a city and state or ZIP, or remove this row')), radiusMiles: radius })).max(MAX_DESTINATIONS),
    notes: z.string().trim().max(500, msg('At most 500 characters')),
  })
  .refine((v) => !v.availableTo || v.availableTo >= v.availableFrom, { path: ['availableTo'], message: msg('Must be after the start of availability') });
type FormValues = z.input<typeof schema>;
type Output = z.output<typeof schema>;

function placeFields(p: PlaceQuery): { city?: string; state?: string; postalCode?: string } {
  if (!p || 'error' in p) return {};
  return 'postalCode' in p ? { postalCode: p.postalCode } : { city: p.city, state: p.state };
}

function toBody(values: Output): LiveEquipmentBody {
  return {
    ...placeFields(parsePlace(values.location)),
    availableFrom: new Date(values.availableFrom).toISOString(),
    availableTo: values.availableTo ? new Date(values.availableTo).toISOString() : null,
    equipmentMode: values.equipmentMode,
    truckNumber: values.truckNumber || undefined,
    desiredDestinations: values.desiredDestinations.map((d) => ({ ...placeFields(parsePlace(d.place)), radiusMiles: d.radiusMiles })),
    notes: values.notes || undefined,
  };
}

/** A server field (city, desiredDestinations.0.state, availableTo...) names the form box it came from. */
function formFieldOf(field: string): FieldPath<FormValues> | null {
  if (field === 'city' || field === 'state' || field === 'postalCode') return 'location';
  const destination = /^desiredDestinations\.(\d+)\.(city|state|postalCode|radiusMiles)$/.exec(field);
  if (destination) return `desiredDestinations.${Number(destination[1])}.${destination[2] === 'radiusMiles' ? 'radiusMiles' : 'place'}`;
  if (['availableFrom', 'availableTo', 'equipmentMode', 'truckNumber', 'notes'].includes(field)) return field as FieldPath<FormValues>;
  return null;
}

/** One desired destination: a place box, its radius and a remove button. */
function DestinationRow({ index, form, onRemove }: { index: number; form: UseFormReturn<FormValues, unknown, Output>; onRemove: () => void }) {
  const { t } = useTranslation();
  const rowErrors = form.formState.errors.desiredDestinations?.[index];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <PlaceFormField
        control={form.control}
        name={`desiredDestinations.${index}.place`}
        size="small"
        label={t('Destination {{number}}', { number: index + 1 })}
        placeholder={t('City, ST or ZIP')}
        sx={{ flex: 2 }}
      />
      <TextField
        size="small"
        label={t('Radius (mi)')}
        type="number"
        {...form.register(`desiredDestinations.${index}.radiusMiles`)}
        error={!!form.formState.errors.desiredDestinations?.[index]?.radiusMiles}
        helperText={rowErrors?.radiusMiles?.message && t(rowErrors.radiusMiles.message)}
        sx={{ flex: 1 }}
      />
      <IconButton aria-label={t('Remove destination {{number}}', { number: index + 1 })} onClick={() => onRemove()}>
        <Close />
      </IconButton>
    </Stack>
  );
}

/** Post a truck: where, when, equipment and where it would like to go. */
export function PostTruckDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const post = usePostLiveEquipment();
  const form = useForm<FormValues, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: {
      location: '',
      availableFrom: dayjs().add(1, 'hour').startOf('hour').format('YYYY-MM-DDTHH:mm'),
      availableTo: '',
      equipmentMode: 'Dry',
      truckNumber: '',
      desiredDestinations: [],
      notes: '',
    },
  });
  const destinations = useFieldArray({ control: form.control, name: 'desiredDestinations' });
  const { errors } = form.formState;

  const { submit, formError } = useBodySubmit({
    form,
    bodySchema: LiveEquipmentBodySchema,
    toBody,
    formFieldOf,
    send: (body) => post.mutateAsync(body),
    onSent: () => {
      notify.success('Truck posted');
      onClose();
    },
  });

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="post-truck-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="post-truck-title">{t('Post a truck')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <PlaceFormField control={form.control} name="location" label={t('Where')} required placeholder={t('City, ST or ZIP')} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t('Empty from')}
                type="datetime-local"
                required
                {...form.register('availableFrom')}
                error={!!errors.availableFrom}
                helperText={errors.availableFrom?.message && t(errors.availableFrom.message)}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
              <TextField
                label={t('Until (optional)')}
                type="datetime-local"
                {...form.register('availableTo')}
                error={!!errors.availableTo}
                helperText={errors.availableTo?.message && t(errors.availableTo.message)}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={form.control}
                name="equipmentMode"
                render={({ field }) => (
                  <TextField select label={t('Equipment')} {...field} fullWidth>
                    {EQUIPMENT_MODES.map((mode) => (
                      <MenuItem key={mode} value={mode}>
                        {t(mode)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <TextField label={t('Truck number')} {...form.register('truckNumber')} error={!!errors.truckNumber} helperText={errors.truckNumber?.message && t(errors.truckNumber.message)} fullWidth />
            </Stack>
            <Box>
              <FormLabel component="legend" sx={{ mb: 1, fontSize: 14 }}>
                {t('Desired destinations')}
              </FormLabel>
              <Stack spacing={1.5}>
                {destinations.fields.map((row, index) => (
                  <DestinationRow key={row.id} index={index} form={form} onRemove={() => destinations.remove(index)} />
                ))}
                {destinations.fields.length < MAX_DESTINATIONS && (
                  <Button startIcon={<Add />} onClick={() => destinations.append({ place: '', radiusMiles: AVAILABLE_SHIPMENTS_RADIUS_MILES })} sx={{ alignSelf: 'flex-start' }}>
                    {t('Add destination')}
                  </Button>
                )}
              </Stack>
            </Box>
            <TextField label={t('Notes')} multiline minRows={2} {...form.register('notes')} error={!!errors.notes} helperText={errors.notes?.message && t(errors.notes.message)} />
          </Stack>
        </DialogContent>
        <CancelConfirmActions onCancel={onClose} label={t('Post truck')} pendingLabel={t('Posting…')} pending={post.isPending} />
      </form>
    </Dialog>
  );
}
