import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { EQUIPMENT_MODES, SHIPPING_MODES } from '@portal/domain/orders/modes';
import { QuickQuoteFormSchema, type QuickQuoteForm, type QuickQuoteFormInput } from '@portal/domain/rates/quick-quote';
import { useState } from 'react';
import { Controller, useForm, type Control, type FieldErrors, type Resolver } from 'react-hook-form';
import { PlaceAutocomplete } from '../../../components/place-autocomplete/place-autocomplete';
import { useTranslation } from '../../../i18n/use-translation';
import dayjs from '../../../lib/dayjs';

const resolver = zodResolver(QuickQuoteFormSchema) as unknown as Resolver<QuickQuoteFormInput, unknown, QuickQuoteForm>;

export function quickQuoteDefaults(today = dayjs().format('YYYY-MM-DD')): QuickQuoteFormInput {
  return { origin: null, destination: null, pickupDate: today, equipmentMode: 'Dry', shippingMode: 'TL', totalWeight: '', palletCount: '' };
}

const messageOf = (errors: FieldErrors<QuickQuoteFormInput>, name: keyof QuickQuoteFormInput) => errors[name]?.message;

/** A place box whose value is the place chosen (null while the text names none). */
function PlaceField({ control, name, label }: { control: Control<QuickQuoteFormInput, unknown, QuickQuoteForm>; name: 'origin' | 'destination'; label: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PlaceAutocomplete
          id={`quote-${name}`}
          kinds={['PostalCode']}
          label={label}
          placeholder={t('e.g. Atlanta, GA or 30303')}
          size="small"
          required
          value={text}
          onChange={(value, place) => {
            setText(value);
            field.onChange(place && place.postalCode ? { city: place.city, state: place.state, postalCode: place.postalCode, country: place.country === 'CA' ? 'CA' : 'US', ianaTimezone: place.ianaTimezone, latitude: place.latitude, longitude: place.longitude } : null);
          }}
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ? t(fieldState.error.message) : t('Type a city or ZIP and choose one')}
        />
      )}
    />
  );
}

interface QuickQuoteFormProps {
  pending: boolean;
  onSubmit: (form: QuickQuoteForm) => void;
}

/** Origin, destination, pickup date, equipment, mode, and optionally weight and pallets; "Get rates" submits. */
export function QuickQuoteFields({ pending, onSubmit }: QuickQuoteFormProps) {
  const { t } = useTranslation();
  const { control, register, handleSubmit, formState } = useForm<QuickQuoteFormInput, unknown, QuickQuoteForm>({ resolver, defaultValues: quickQuoteDefaults() });
  const err = (name: keyof QuickQuoteFormInput) => {
    const message = messageOf(formState.errors, name);
    return message ? t(message) : undefined;
  };
  const select = (name: 'equipmentMode' | 'shippingMode', label: string, options: readonly string[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField select id={`quote-${name}`} label={label} size="small" required value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={!!err(name)} helperText={err(name)}>
          {options.map((o) => (
            <MenuItem key={o} value={o}>
              {t(o)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  return (
    <Paper component="form" noValidate aria-label={t('Quick quote')} onSubmit={(e) => void handleSubmit(onSubmit)(e)} sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        <Box sx={{ gridColumn: { lg: 'span 2' } }}>
          <PlaceField control={control} name="origin" label={t('Origin')} />
        </Box>
        <Box sx={{ gridColumn: { lg: 'span 2' } }}>
          <PlaceField control={control} name="destination" label={t('Destination')} />
        </Box>
        <TextField {...register('pickupDate')} id="quote-pickupDate" type="date" label={t('Pickup date')} size="small" required slotProps={{ inputLabel: { shrink: true } }} error={!!err('pickupDate')} helperText={err('pickupDate')} />
        {select('equipmentMode', t('Equipment'), EQUIPMENT_MODES)}
        {select('shippingMode', t('Mode'), SHIPPING_MODES)}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          <TextField {...register('totalWeight')} id="quote-totalWeight" label={t('Weight (lb)')} size="small" inputMode="numeric" error={!!err('totalWeight')} helperText={err('totalWeight')} />
          <TextField {...register('palletCount')} id="quote-palletCount" label={t('Pallets')} size="small" inputMode="numeric" error={!!err('palletCount')} helperText={err('palletCount')} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? t('Getting rates…') : t('Get rates')}
        </Button>
      </Box>
    </Paper>
  );
}
