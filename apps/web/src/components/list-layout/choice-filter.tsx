import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface ChoiceFilterProps<V extends string> {
  label: string;
  /** The chosen value, or '' for all. */
  value: V | '';
  /** What the empty choice says ("All actions"). */
  allLabel: string;
  options: readonly { value: V; label: string }[];
  onChange: (value: V | '') => void;
}

/** One value of a list's filters, chosen from a fixed set, or all of them. */
export function ChoiceFilter<V extends string>({ label, value, allLabel, options, onChange }: ChoiceFilterProps<V>) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V | '')}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
