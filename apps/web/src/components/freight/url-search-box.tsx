import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { SEARCH_DEBOUNCE_MS } from '@portal/domain/common/constants';
import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';

interface UrlSearchBoxProps {
  /** The applied search (the URL's). */
  value: string;
  /** A new search, once typing pauses. */
  onSearch: (query: string) => void;
  placeholder: string;
  'aria-label': string;
}

/** A list's search box: typing is debounced into the URL, and the URL (back, a link) refills the box. */
export function UrlSearchBox({ value, onSearch, placeholder, 'aria-label': ariaLabel }: UrlSearchBoxProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => setText(value), [value]);
  // Only a new debounced text writes the URL, whatever the applied value is by then.
  const searchIfChanged = useEffectEvent((query: string) => {
    if (query !== value) onSearch(query);
  });
  useEffect(() => searchIfChanged(debounced.trim()), [debounced]);
  return (
    <TextField
      value={text}
      onChange={(e) => setText(e.target.value)}
      placeholder={placeholder}
      size="small"
      sx={{ width: { xs: '100%', sm: 400 }, flex: { xs: 1, sm: 'none' } }}
      // The name belongs to the text box itself, where assistive technology (and getByLabel) looks for it.
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> }, htmlInput: { 'aria-label': ariaLabel } }}
    />
  );
}
