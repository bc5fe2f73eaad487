import { SEARCH_DEBOUNCE_MS } from '@portal/domain/common/constants';
import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { SearchInput } from '../search-input';

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
    <SearchInput
      value={text}
      onChange={setText}
      placeholder={placeholder}
      aria-label={ariaLabel}
      sx={{ width: { xs: '100%', sm: 400 }, flex: { xs: 1, sm: 'none' } }}
    />
  );
}
