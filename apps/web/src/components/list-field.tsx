import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../i18n/use-translation';

export interface ListFieldProps {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Suggestions; anything else can be typed too. */
  options?: readonly string[];
  helperText?: string;
  error?: boolean;
  placeholder?: string;
}

/** A list of short texts (roles, e-mail addresses, phones, EDI codes): type one and press Enter; a chip's cross removes it. */
export function ListField({ label, value, onChange, options = [], helperText, error, placeholder }: ListFieldProps) {
  const { t } = useTranslation();
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      autoSelect
      options={[...options]}
      value={[...value]}
      onChange={(_, next) => onChange(next.map((item) => item.trim()).filter(Boolean))}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={item} {...props} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} placeholder={value.length === 0 ? placeholder : undefined} helperText={helperText ?? t('Press Enter to add')} error={error} />}
    />
  );
}
