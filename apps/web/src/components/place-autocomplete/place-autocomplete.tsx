import LocationCity from '@mui/icons-material/LocationCity';
import Place from '@mui/icons-material/Place';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { PLACE_SUGGESTION_DEBOUNCE_MS, type PlaceSuggestion, type PlaceSuggestionKind } from '@portal/domain/locations/place-suggestion-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, type ReactNode, type Ref } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { placeSuggestionsQueryOptions, usePlaceSuggestions } from './get-place-suggestions';
import { singleMatch } from './single-match';
import type { TFunction } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';

const BOTH_KINDS: readonly PlaceSuggestionKind[] = ['City', 'PostalCode'];

export interface PlaceAutocompleteProps {
  id?: string;
  name?: string;
  label: string;
  placeholder?: string;
  /** The text in the box. */
  value: string;
  /** Every change of the text; `place` is the place it now stands for, when the user chose one (or typed exactly one). */
  onChange: (text: string, place: PlaceSuggestion | null) => void;
  onBlur?: () => void;
  /** What the box offers: cities and postal codes (default), or postal codes only. */
  kinds?: readonly PlaceSuggestionKind[];
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  inputRef?: Ref<HTMLInputElement>;
}

function secondaryText(option: PlaceSuggestion, t: TFunction): string {
  if (option.kind === 'PostalCode') return option.country === 'CA' ? t('Postal code area') : t('ZIP code');
  const number = option.postalCodeCount;
  if (option.country === 'CA') return number === 1 ? t('City · {{number}} postal code area', { number }) : t('City · {{number}} postal code areas', { number });
  return number === 1 ? t('City · {{number}} ZIP code', { number }) : t('City · {{number}} ZIP codes', { number });
}

/**
 * One place box for the whole portal (docs/decisions/0192-one-place-box-one-suggestion-endpoint.md): suggests cities and postal
 * codes from the reference data as the user types ("Memph" offers Memphis, TN and its ZIP codes),
 * arrow keys and Enter choose one, and free text that stands for exactly one place (typed out in
 * full, or the only suggestion) is taken as that place on Enter or when the box loses focus.
 */
export function PlaceAutocomplete({ value, onChange, onBlur, kinds = BOTH_KINDS, label, placeholder, error, helperText, required, size, fullWidth, sx, id, name, inputRef }: PlaceAutocompleteProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const debounced = useDebouncedValue(value, PLACE_SUGGESTION_DEBOUNCE_MS);
  const suggestions = usePlaceSuggestions(debounced, kinds);
  const options = value.trim() ? (suggestions.data?.data ?? []) : [];
  // The text of the last place taken, so leaving the box does not look the same text up again.
  const taken = useRef<string | null>(null);

  const take = (place: PlaceSuggestion) => {
    taken.current = place.label;
    onChange(place.label, place);
  };

  /** Free text: the place it stands for, if exactly one (looked up now if the box has not yet). */
  const acceptTyped = async (text: string) => {
    if (!text.trim() || taken.current === text) return;
    try {
      const answer = await queryClient.fetchQuery(placeSuggestionsQueryOptions(text, kinds));
      const match = singleMatch(text, answer.data);
      if (match) take(match);
    } catch {
      // The lookup failed: the text stays as typed and the form judges it.
    }
  };

  return (
    <Autocomplete<PlaceSuggestion, false, false, true>
      id={id}
      freeSolo
      options={options}
      value={null}
      inputValue={value}
      filterOptions={(all) => all}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={suggestions.isFetching}
      loadingText={t('Looking up places…')}
      onInputChange={(_event, text, reason) => {
        // 'reset' is MUI putting a chosen option's label back; onChange below already did that.
        if (reason === 'reset') return;
        taken.current = null;
        onChange(text, null);
      }}
      onChange={(_event, option) => {
        if (option === null) return;
        if (typeof option === 'string') void acceptTyped(option);
        else take(option);
      }}
      onBlur={() => {
        void acceptTyped(value);
        onBlur?.();
      }}
      sx={sx}
      fullWidth={fullWidth}
      // Narrow boxes (two across a phone) still get a list wide enough for 'Memphis, TN 38103'.
      slotProps={{ popper: { sx: { minWidth: 260 } } }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          {option.kind === 'City' ? <LocationCity fontSize="small" color="action" aria-hidden /> : <Place fontSize="small" color="action" aria-hidden />}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{option.label}</Typography>
            <Typography variant="caption" color="text.secondary">
              {secondaryText(option, t)}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          inputRef={inputRef}
          label={label}
          placeholder={placeholder}
          size={size}
          required={required}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
