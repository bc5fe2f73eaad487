import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { facilityLines, type OrderFacility } from '@portal/domain/orders/order-facility';
import type { OrderStopLocationInput } from '@portal/domain/orders/order-fields';
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { PlaceAutocomplete } from '../../../components/place-autocomplete/place-autocomplete';
import { useTranslation } from '../../../i18n/use-translation';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOrderFacilities } from '../api/get-order-facilities';
import type { OrderFormValues } from '../lib/order-form';
import { errorAt } from './form-errors';

type FacilityOption = Pick<OrderFacility, 'id' | 'name' | 'addressLine1' | 'city' | 'state' | 'postalCode'> & Partial<OrderFacility>;

const SEARCH_DEBOUNCE_MS = 250;
const cityLine = (f: Pick<OrderFacility, 'city' | 'state' | 'postalCode'>) => `${f.city}, ${f.state} ${f.postalCode}`;

/** The location a saved facility puts on the stop (the server copies the rest from the location itself). */
function savedLocation(f: OrderFacility): OrderStopLocationInput {
  return {
    locationId: f.id,
    name: f.name,
    addressLine1: f.addressLine1,
    addressLine2: f.addressLine2 ?? '',
    city: f.city,
    state: f.state,
    postalCode: f.postalCode,
    ianaTimezone: f.ianaTimezone,
    latitude: f.latitude,
    longitude: f.longitude,
    contactName: f.contactName ?? '',
    contactPhone: f.contactPhone ?? '',
  };
}

/** A new facility starts empty; its city, state, ZIP and zone come from the place box. */
function blankFacility(): OrderStopLocationInput {
  return { name: '', addressLine1: '', addressLine2: '', city: '', state: '', postalCode: '', ianaTimezone: '', contactName: '', contactPhone: '' };
}

interface FacilityPickerProps {
  /** The stop's path in the form (`stops.0`). */
  base: `stops.${number}`;
  stopType: 'Pickup' | 'Dropoff';
}

/** The form helpers both halves of the picker use. */
function useStopLocation(base: `stops.${number}`) {
  const { t } = useTranslation();
  const { control, register, setValue, formState } = useFormContext<OrderFormValues>();
  const location = useWatch({ control, name: `${base}.location` });
  const err = (field: string) => {
    const message = errorAt(formState.errors, `${base}.${field}`);
    return message === undefined ? undefined : t(message);
  };
  const setLocation = (value: OrderStopLocationInput | null) => setValue(`${base}.location`, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  return { t, control, register, location, err, setLocation };
}

/** A facility typed on the order: name, street, second line, city/state/ZIP (from the place box) and contact. */
function NewFacilityFields({ base, onPickSaved }: { base: `stops.${number}`; onPickSaved: () => void }) {
  const { t, register, location, err, setLocation } = useStopLocation(base);
  const [placeText, setPlaceText] = useState('');
  const placeError = err('location.postalCode') ?? err('location.city') ?? err('location.state') ?? err('location.ianaTimezone') ?? err('location');
  const hasPlace = !!location?.postalCode;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, gridColumn: '1 / -1' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography component="legend" variant="subtitle2" sx={{ flex: 1, p: 0 }}>
          {t('New facility')}
        </Typography>
        <Button size="small" startIcon={<Search />} onClick={onPickSaved}>
          {t('Pick a saved facility')}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField {...register(`${base}.location.name`)} id={`${base}.location.name`} label={t('Facility name')} size="small" required error={!!err('location.name')} helperText={err('location.name')} />
        <TextField
          {...register(`${base}.location.addressLine1`)}
          id={`${base}.location.addressLine1`}
          label={t('Street address')}
          size="small"
          required
          autoComplete="off"
          error={!!err('location.addressLine1')}
          helperText={err('location.addressLine1')}
        />
        <TextField {...register(`${base}.location.addressLine2`)} id={`${base}.location.addressLine2`} label={t('Address line 2')} size="small" autoComplete="off" />
        <PlaceAutocomplete
          id={`${base}.location.place`}
          kinds={['PostalCode']}
          value={placeText || (hasPlace ? cityLine({ city: location!.city, state: location!.state, postalCode: location!.postalCode }) : '')}
          onChange={(text, place) => {
            setPlaceText(text);
            if (!place || place.postalCode === null) return;
            setPlaceText('');
            setLocation({
              ...(location ?? blankFacility()),
              city: place.city,
              state: place.state,
              postalCode: place.postalCode,
              ianaTimezone: place.ianaTimezone,
              latitude: place.latitude,
              longitude: place.longitude,
            });
          }}
          label={t('City, state and ZIP')}
          placeholder={t('e.g. Atlanta, GA or 30303')}
          size="small"
          required
          error={!!placeError}
          helperText={placeError ?? (hasPlace ? t('Time zone {{zone}}', { zone: location!.ianaTimezone }) : t('Type a city or ZIP and choose one'))}
        />
        <TextField {...register(`${base}.location.contactName`)} id={`${base}.location.contactName`} label={t('Contact name')} size="small" autoComplete="off" error={!!err('location.contactName')} helperText={err('location.contactName')} />
        <TextField
          {...register(`${base}.location.contactPhone`)}
          id={`${base}.location.contactPhone`}
          label={t('Contact phone')}
          size="small"
          type="tel"
          autoComplete="off"
          error={!!err('location.contactPhone')}
          helperText={err('location.contactPhone') ?? t('Saved with the facility for next time')}
        />
      </Box>
    </Box>
  );
}

/** The saved-facility box: searches the company's and the shared facilities as the user types. */
function SavedFacilityField({ base, stopType, onEnterNew }: FacilityPickerProps & { onEnterNew: () => void }) {
  const { t, control, location, err } = useStopLocation(base);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const facilities = useOrderFacilities(debounced, open);
  const selected: FacilityOption | null =
    location && location.locationId !== undefined
      ? {
          id: location.locationId,
          name: location.name,
          addressLine1: String(location.addressLine1 ?? ''),
          addressLine2: location.addressLine2 ? String(location.addressLine2) : null,
          city: location.city,
          state: location.state,
          postalCode: location.postalCode,
        }
      : null;
  const options: FacilityOption[] = facilities.data ?? [];
  const hours = (f: FacilityOption) => (stopType === 'Pickup' ? f.shippingHours : f.receivingHours) ?? null;
  const pickError = err('location') ?? err('location.locationId');
  return (
    <Box sx={{ minWidth: 0 }}>
      <Controller
        control={control}
        name={`${base}.location`}
        render={({ field }) => (
          <Autocomplete<FacilityOption, false, false, false>
            id={`${base}.facility`}
            options={selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options}
            value={selected}
            inputValue={input}
            open={open}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
            filterOptions={(all) => all}
            getOptionLabel={(option) => option.name}
            getOptionKey={(option) => option.id}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={facilities.isFetching}
            loadingText={t('Looking up facilities…')}
            noOptionsText={t('No saved facility matches. Enter a new facility instead.')}
            onInputChange={(_event, text, reason) => {
              setInput(text);
              if (reason === 'input' || reason === 'clear') setSearch(reason === 'clear' ? '' : text);
            }}
            onChange={(_event, option) => {
              setSearch('');
              field.onChange(option && 'ianaTimezone' in option && option.ianaTimezone ? savedLocation(option as OrderFacility) : null);
            }}
            onBlur={field.onBlur}
            slotProps={{ popper: { sx: { minWidth: 300 } } }}
            renderOption={({ key, ...props }, option) => (
              <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {option.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {[option.addressLine1, cityLine(option)].filter(Boolean).join(', ')}
                  {option.companyName === null ? ` · ${t('Shared facility')}` : ''}
                </Typography>
                {hours(option) && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {t('Dock hours: {{hours}}', { hours: hours(option) })}
                  </Typography>
                )}
              </Box>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('Saved facility')}
                placeholder={t('Search by name, street, city or ZIP')}
                size="small"
                required={!selected}
                error={!!pickError}
                helperText={pickError ?? (selected ? facilityLines({ ...selected, addressLine2: selected.addressLine2 ?? null, contactName: null, contactPhone: null, dockHours: null }).slice(1).join(', ') : t("Your company's facilities and the shared ones"))}
              />
            )}
          />
        )}
      />
      <Button
        size="small"
        startIcon={<Add />}
        sx={{ mt: 0.5 }}
        onClick={onEnterNew}
      >
        {t('Enter a new facility')}
      </Button>
    </Box>
  );
}

/**
 * The facility of a stop: pick one of the saved facilities (the company's own and the shared ones
 * the TMS knows), or enter a new one (name, street, city or ZIP, contact), which is saved as a
 * location of the company when the order is saved.
 */
export function FacilityPicker({ base, stopType }: FacilityPickerProps) {
  const { location, setLocation } = useStopLocation(base);
  const [entering, setEntering] = useState(() => !!location && location.locationId === undefined);
  const switchTo = (typing: boolean) => {
    setEntering(typing);
    setLocation(typing ? blankFacility() : null);
  };
  return entering ? <NewFacilityFields base={base} onPickSaved={() => switchTo(false)} /> : <SavedFacilityField base={base} stopType={stopType} onEnterNew={() => switchTo(true)} />;
}
