import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

const SEARCH_DEBOUNCE_MS = 500;

interface CaseSearchBoxProps {
  /** The applied search (the URL's). */
  value: string;
  onSearch: (value: string) => void;
}

/** Case number, shipment number or description; applied after a pause in typing or on Enter. */
export function CaseSearchBox({ value, onSearch }: CaseSearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  // Only new typing searches, against the applied value of the moment the pause ends.
  const searchIfChanged = useEffectEvent((typed: string) => {
    if (typed.trim() !== value.trim()) onSearch(typed.trim());
  });
  useEffect(() => {
    const timer = setTimeout(() => searchIfChanged(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <TextField
      size="small"
      placeholder={t('Search cases')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch(text.trim());
      }}
      sx={{ flex: 1, minWidth: 100, maxWidth: 420 }}
      slotProps={{
        htmlInput: { 'aria-label': t('Search cases'), maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
