import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The text box's own name, where assistive technology (and getByLabel) looks for it. */
  'aria-label': string;
  maxLength?: number;
  sx?: SxProps<Theme>;
}

/**
 * A list's search box: an outlined text input with a magnifier. It is MUI's OutlinedInput, not a
 * TextField: a search box has no label or helper text, and TextField also imports Select with its
 * menu, popover and modal, about ten files the list's first load would fetch for nothing.
 */
export function SearchInput({ value, onChange, placeholder, 'aria-label': ariaLabel, maxLength, sx }: SearchInputProps) {
  return (
    <OutlinedInput
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      startAdornment={
        <InputAdornment position="start">
          <Search fontSize="small" />
        </InputAdornment>
      }
      slotProps={{ input: { 'aria-label': ariaLabel, maxLength } }}
      sx={sx}
    />
  );
}
