import type { OrderStopLocationInput } from '@portal/domain/orders/order-fields';
import { useState } from 'react';
import { PlaceAutocomplete } from '../../../components/place-autocomplete/place-autocomplete';
import { useTranslation } from '../../../i18n/use-translation';

interface LocationPickerProps {
  id: string;
  value: OrderStopLocationInput | null;
  onChange: (location: OrderStopLocationInput | null) => void;
  error?: string;
}

const label = (l: Pick<OrderStopLocationInput, 'city' | 'state' | 'postalCode'>) => `${l.city}, ${l.state} ${l.postalCode}`;
// A stop is timed in its own zone and rated by its postal code: the box offers postal codes.
const POSTAL_CODES = ['PostalCode'] as const;

/** Picks a stop's place: type a city, a postal code or "City, ST" and choose one of its postal codes. */
export function LocationPicker({ id, value, onChange, error }: LocationPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  return (
    <PlaceAutocomplete
      id={id}
      kinds={POSTAL_CODES}
      value={input}
      onChange={(text, place) => {
        if (!place || place.postalCode === null) {
          setInput(text);
          return;
        }
        setInput('');
        onChange({
          name: value?.name && value.name !== label(value) ? value.name : label({ ...place, postalCode: place.postalCode }),
          addressLine1: value?.addressLine1 ?? '',
          city: place.city,
          state: place.state,
          postalCode: place.postalCode,
          ianaTimezone: place.ianaTimezone,
          latitude: place.latitude,
          longitude: place.longitude,
        });
      }}
      label={value ? t('Location: {{place}}', { place: label(value) }) : t('Location (city or postal code)')}
      placeholder={value ? t('Search to change') : t('e.g. Atlanta, GA or 30303')}
      size="small"
      required={!value}
      error={!!error}
      helperText={error ?? (value ? t('Time zone {{zone}}', { zone: value.ianaTimezone }) : undefined)}
    />
  );
}
