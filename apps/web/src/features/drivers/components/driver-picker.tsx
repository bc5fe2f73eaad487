import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { licenceStatus, localToday } from '@portal/domain/drivers/licence-expiry';
import { useState } from 'react';
import { ProfileAvatar } from '../../../components/people/profile-avatar';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDriverSearch, type Driver } from '../api/search-drivers';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPhone } from '../../../lib/phone';

const SEARCH_DELAY_MS = 250;

export const driverName = (driver: Driver) => `${driver.firstName} ${driver.lastName}`;

interface DriverPickerProps {
  value: Driver | null;
  onChange: (driver: Driver | null) => void;
  label?: string;
  helperText?: string;
}

/** One of the company's active drivers, searched on the server as the user types (optional field). */
export function DriverPicker({ value, onChange, label, helperText }: DriverPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  // While a driver is chosen the input shows their name: search for everyone, not that name.
  const q = useDebouncedValue(value && input === driverName(value) ? '' : input.trim(), SEARCH_DELAY_MS);
  const search = useDriverSearch(q, open);
  const options = search.data?.data ?? [];
  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_event, driver) => onChange(driver)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      options={value && !options.some((d) => d.id === value.id) ? [value, ...options] : options}
      // The server already matched name, e-mail and phone.
      filterOptions={(all) => all}
      getOptionLabel={driverName}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionKey={(driver) => driver.id}
      renderOption={({ key, ...props }, driver) => (
        <li key={key} {...props}>
          <span style={{ marginRight: 12, display: 'inline-flex' }}>
            <ProfileAvatar name={driverName(driver)} fileId={driver.fileId} size={28} />
          </span>
          <span>
            {driverName(driver)}
            {(driver.mobilePhone || driver.email) && (
              <span style={{ display: 'block', fontSize: '0.8em', opacity: 0.7 }}>{driver.mobilePhone ? formatPhone(driver.mobilePhone) : driver.email}</span>
            )}
            {licenceStatus(driver.licenseExpiresOn, localToday(new Date())) === 'Expired' && (
              <span style={{ display: 'block', fontSize: '0.8em', fontWeight: 600 }}>{t('Licence expired on {{date}}', { date: driver.licenseExpiresOn })}</span>
            )}
          </span>
        </li>
      )}
      loading={search.isFetching}
      noOptionsText={search.isError ? t('Drivers could not be loaded') : t('No matching drivers')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t('Driver')}
          helperText={helperText}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {search.isFetching && <CircularProgress color="inherit" size={18} />}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
