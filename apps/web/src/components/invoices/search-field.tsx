import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { SEARCH_DEBOUNCE_MS } from '@portal/domain/common/constants';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useTranslation } from '../../i18n/use-translation';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label?: string;
  /** Width on wide screens; 100% on small ones. */
  width?: number | string;
}

/** A search box that reports its text once typing pauses (700 ms); Enter reports at once. */
export function SearchField({ value, onChange, placeholder, label, width = 360 }: SearchFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const report = useRef(onChange);
  report.current = onChange;
  // Read when an edit settles; a change of the applied value alone must not report anything.
  const applied = useRef(value);
  applied.current = value;

  // The applied value changed elsewhere (reset, back button): show it.
  useEffect(() => setText(value), [value]);
  // Only a settled edit reports.
  useEffect(() => {
    if (debounced.trim() !== applied.current.trim()) report.current(debounced.trim());
  }, [debounced]);

  return (
    <TextField
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          report.current(text.trim());
        }
      }}
      placeholder={placeholder}
      sx={{ width: { xs: '100%', sm: width }, flex: { xs: '1 1 100%', sm: '0 1 auto' }, bgcolor: 'background.paper' }}
      slotProps={{
        htmlInput: { 'aria-label': label ?? t('Search'), maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton size="small" aria-label={t('Clear search')} onClick={() => { setText(''); report.current(''); }}>
                <Clear fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
