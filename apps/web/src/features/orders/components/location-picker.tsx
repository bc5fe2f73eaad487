import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { SEARCH_DEBOUNCE_MS } from '@portal/domain/common/constants';
import type { QuotableLocation } from '@portal/domain/locations/quotable-location-schemas';
import type { OrderStopLocationInput } from '@portal/domain/orders/order-fields';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useQuotableLocations } from '../api/search-quotable-locations';

interface LocationPickerProps {
  id: string;
  value: OrderStopLocationInput | null;
  onChange: (location: OrderStopLocationInput | null) => void;
  error?: string;
}

const label = (l: Pick<OrderStopLocationInput, 'city' | 'state' | 'postalCode'>) => `${l.city}, ${l.state} ${l.postalCode}`;

/** Picks a stop's place from the quotable locations: type a city, a postal code or "City, ST". */
export function LocationPicker({ id, value, onChange, error }: LocationPickerProps) {
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const found = useQuotableLocations(query);
  const options = found.data?.data ?? [];
  return (
    <Autocomplete<QuotableLocation, false, false, false>
      id={id}
      options={options}
      filterOptions={(all) => all}
      loading={found.isFetching}
      value={null}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={query.trim().length < 2 ? 'Type a city or postal code' : 'No matching locations'}
      onChange={(_event, option) => {
        if (!option) return;
        setInput('');
        onChange({
          name: value?.name && value.name !== label(value) ? value.name : label(option),
          addressLine1: value?.addressLine1 ?? '',
          city: option.city,
          state: option.state,
          postalCode: option.postalCode,
          ianaTimezone: option.ianaTimezone,
          latitude: option.latitude,
          longitude: option.longitude,
        });
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={value ? `Location: ${label(value)}` : 'Location (city or postal code)'}
          placeholder={value ? 'Search to change' : 'e.g. Atlanta, GA or 30303'}
          size="small"
          required={!value}
          error={!!error}
          helperText={error ?? (value ? `Time zone ${value.ianaTimezone}` : undefined)}
        />
      )}
    />
  );
}
