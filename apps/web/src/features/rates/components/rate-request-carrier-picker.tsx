import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { MAX_RATE_REQUEST_CARRIERS } from '@portal/domain/rates/carrier-rate-request-schemas';
import { formatDollars } from '../../../components/freight/freight-format';
import type { TenderCarrierOption } from './tender-carriers';
import { useTranslation } from '../../../i18n/use-translation';

interface RateRequestCarrierPickerProps {
  options: readonly TenderCarrierOption[];
  selected: readonly number[];
  /** Carriers still to answer an open request on the shipment: they cannot be asked again yet. */
  waiting: ReadonlySet<number>;
  onChange: (carrierIds: number[]) => void;
  error?: string;
}

/** The carriers to ask, as checkboxes (Tab and Space) under a search field that narrows them by name. */
export function RateRequestCarrierPicker({ options, selected, waiting, onChange, error }: RateRequestCarrierPickerProps) {
  const { t } = useTranslation();
  const helperId = useId();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle === '' ? options : options.filter((option) => option.carrierName.toLowerCase().includes(needle));
  const toggle = (carrierId: number, on: boolean) => onChange(on ? [...selected, carrierId] : selected.filter((id) => id !== carrierId));
  const full = selected.length >= MAX_RATE_REQUEST_CARRIERS;

  return (
    <Stack spacing={1}>
      <TextField size="small" type="search" label={t('Search carriers')} value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
      <FormControl component="fieldset" error={!!error} aria-describedby={helperId}>
        <FormLabel component="legend">{t('Carriers to ask ({{count}} chosen)', { count: selected.length })}</FormLabel>
        <FormGroup sx={{ maxHeight: 260, overflowY: 'auto', flexWrap: 'nowrap', px: 0.5 }}>
          {shown.map((option) => {
            const isWaiting = waiting.has(option.carrierId);
            const checked = selected.includes(option.carrierId);
            return (
              <FormControlLabel
                key={option.carrierId}
                disabled={isWaiting || (full && !checked)}
                control={<Checkbox checked={checked} onChange={(event) => toggle(option.carrierId, event.target.checked)} />}
                label={
                  <span>
                    {option.carrierName}
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {isWaiting ? t('Waiting for its answer') : t('Lane rate {{price}}', { price: formatDollars(option.price) })}
                    </Typography>
                  </span>
                }
                sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiCheckbox-root': { pt: 0.25 } }}
              />
            );
          })}
          {shown.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
              {t('No carrier matches “{{search}}”.', { search: search.trim() })}
            </Typography>
          )}
        </FormGroup>
        <FormHelperText id={helperId}>{error ? t(error) : t('Carriers with rates on this lane, cheapest first; up to {{max}} at once', { max: MAX_RATE_REQUEST_CARRIERS })}</FormHelperText>
      </FormControl>
    </Stack>
  );
}
