import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { EquipmentKind, EquipmentUnit } from '@portal/domain/equipment/equipment-schemas';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useEquipment } from '../api/get-equipment';
import { useTranslation } from '../../../i18n/use-translation';

const SEARCH_DELAY_MS = 250;
const SUGGESTIONS = 20;

export interface UnitPickerProps {
  kind: EquipmentKind;
  /** The unit number on the load (may name a unit not entered in the portal). */
  value: string | null;
  onChange: (unit: EquipmentUnit | null) => void;
  label: string;
}

/** One of the company's units in service of a kind, searched as the user types. */
export function UnitPicker({ kind, value, onChange, label }: UnitPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState(value ?? '');
  const q = useDebouncedValue(input === value ? '' : input.trim(), SEARCH_DELAY_MS);
  const units = useEquipment({ kind, q, status: 'Active', page: 1, pageSize: SUGGESTIONS }, open);
  const options = units.data?.data ?? [];
  const chosen = options.find((u) => u.unitNumber === value) ?? null;
  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={chosen}
      onChange={(_event, unit) => onChange(unit)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(unit) => unit.unitNumber}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      getOptionKey={(unit) => unit.id}
      renderOption={({ key, ...props }, unit) => (
        <li key={key} {...props}>
          <span>
            {unit.unitNumber}
            <span style={{ display: 'block', fontSize: '0.8em', opacity: 0.7 }}>
              {[unit.trailerType && t(unit.trailerType), unit.lengthFeet ? t('{{feet}} ft', { feet: unit.lengthFeet }) : null, unit.make, unit.model].filter(Boolean).join(' · ')}
              {unit.activeShipmentNumber ? ` · ${t('on {{shipmentNumber}}', { shipmentNumber: unit.activeShipmentNumber })}` : ''}
            </span>
          </span>
        </li>
      )}
      loading={units.isFetching}
      noOptionsText={units.isError ? t('Units could not be loaded') : t('No matching units')}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
