import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STOP_TYPES } from '@portal/domain/orders/modes';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { blankLine, type OrderFormValues } from '../lib/order-form';
import { errorAt } from './form-errors';
import { FacilityPicker } from './facility-picker';
import { OrderLineItemFields } from './order-line-item-fields';
import { ZonedDateTimeField } from './zoned-date-time-field';
import { useTranslation } from '../../../i18n/use-translation';

interface StopCardProps {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

const FALLBACK_ZONE = 'America/Chicago';

/** One stop: type, place, window and appointment in the stop's zone, and (on pickups) its line items. */
export function OrderStopCard({ index, count, onMove, onRemove }: StopCardProps) {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<OrderFormValues>();
  const base = `stops.${index}` as const;
  const location = useWatch({ control, name: `${base}.location` });
  const stopType = useWatch({ control, name: `${base}.stopType` });
  const stops = useWatch({ control, name: 'stops' });
  // The line items carry their own GUID `id`; the array's row keys go elsewhere so edits keep it.
  const lines = useFieldArray({ control, name: `${base}.lineItems`, keyName: 'fieldKey' });
  const zone = location?.ianaTimezone || FALLBACK_ZONE;
  const err = (field: string) => {
    const message = errorAt(formState.errors, `${base}.${field}`);
    return message === undefined ? undefined : t(message);
  };
  const dropoffs = stops.flatMap((s, n) => (s.stopType === 'Dropoff' && n > index ? [{ stopNumber: n, label: `${t('Stop {{number}}', { number: n + 1 })}${s.location?.name || s.location?.city ? ` (${s.location.name || s.location.city})` : ''}` }] : []));
  const time = (field: 'earlyDateTime' | 'lateDateTime' | 'appointmentDateTime', label: string, required = false) => (
    <Controller
      control={control}
      name={`${base}.${field}`}
      render={({ field: f }) => <ZonedDateTimeField id={`${base}.${field}`} label={label} value={f.value as string} zone={zone} onChange={f.onChange} onBlur={f.onBlur} error={err(field)} required={required} />}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={`${base}.title`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={`${base}.title`} variant="subtitle1" component="h4" sx={{ fontWeight: 600, flex: 1 }}>
          {t('Stop {{number}}', { number: index + 1 })}: {t(stopType)}
        </Typography>
        <IconButton aria-label={t('Move stop {{number}} up', { number: index + 1 })} disabled={index === 0} onClick={() => onMove(index, index - 1)} size="small">
          <ArrowUpward fontSize="small" />
        </IconButton>
        <IconButton aria-label={t('Move stop {{number}} down', { number: index + 1 })} disabled={index === count - 1} onClick={() => onMove(index, index + 1)} size="small">
          <ArrowDownward fontSize="small" />
        </IconButton>
        <IconButton aria-label={t('Remove stop {{number}}', { number: index + 1 })} disabled={count <= 2} onClick={onRemove} size="small">
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Box>
      <Stack spacing={1.5}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '160px 1fr' } }}>
          <Controller
            control={control}
            name={`${base}.stopType`}
            render={({ field }) => (
              <TextField select id={`${base}.stopType`} label={t('Stop type')} size="small" value={field.value} onChange={field.onChange} error={!!err('stopType')} helperText={err('stopType')}>
                {STOP_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(type)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <FacilityPicker base={base} stopType={stopType} />
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {time('earlyDateTime', t('Early'), true)}
          {time('lateDateTime', t('Late', { context: 'window' }))}
          {time('appointmentDateTime', t('Appointment'))}
        </Box>
        {stopType === 'Pickup' && (
          <Stack spacing={1.5}>
            {lines.fields.map((line, l) => (
              <OrderLineItemFields key={line.fieldKey} stopIndex={index} lineIndex={l} dropoffs={dropoffs} onRemove={() => lines.remove(l)} />
            ))}
            {err('lineItems') && (
              <Typography color="error" variant="body2" role="alert">
                {err('lineItems')}
              </Typography>
            )}
            <Box>
              <Button startIcon={<Add />} onClick={() => lines.append(blankLine())} size="small">
                {t('Add line item')}
              </Button>
            </Box>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
