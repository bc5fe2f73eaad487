import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const SEARCH_DELAY_MS = 300;

/** A searched, paged list's state: the typed search (a new search starts again at page 1), the search once typing pauses, and the page. */
export function useSearchedPages() {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const setSearch = (text: string) => {
    setSearchText(text);
    setPage(1);
  };
  return { search, setSearch, q, page, setPage };
}

interface SearchToggleBarProps {
  label: string;
  placeholder: string;
  search: string;
  onSearch: (text: string) => void;
  /** The switch that widens the list ('Show inactive'). */
  toggleLabel: string;
  toggled: boolean;
  onToggle: (toggled: boolean) => void;
}

/** Above a list: its search box and a switch that also lists what is normally left out. */
export function SearchToggleBar({ label, placeholder, search, onSearch, toggleLabel, toggled, onToggle }: SearchToggleBarProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
      <TextField label={label} placeholder={placeholder} value={search} onChange={(e) => onSearch(e.target.value)} size="small" sx={{ width: { xs: '100%', sm: 400 } }} />
      <FormControlLabel control={<Switch checked={toggled} onChange={(e) => onToggle(e.target.checked)} />} label={toggleLabel} />
    </Stack>
  );
}
