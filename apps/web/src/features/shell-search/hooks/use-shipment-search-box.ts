import { SEARCH_DEBOUNCE_MS } from '@portal/domain/common/constants';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { ShipmentSearchResult } from '@portal/domain/shipments/shipment-search-schemas';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useShipmentSearch } from '../api/search-shipments';
import { searchResultTarget } from '../lib/search-target';

export type SearchBoxState = 'prompt' | 'loading' | 'error' | 'empty' | 'results';

/** State and keyboard handling of the shipment search box, shared by the inline and overlay forms. */
export function useShipmentSearchBox(options: { onSelected?: () => void; onEscape?: () => void } = {}) {
  const { onSelected, onEscape } = options;
  const navigate = useNavigate();
  const { user } = useSession();
  const [query, setQuery] = useState('');
  const trimmed = query.trim();
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const search = useShipmentSearch(debounced);
  const results: ShipmentSearchResult[] = debounced && !search.isPlaceholderData ? (search.data?.data ?? []) : [];
  const [activeIndex, setActiveIndex] = useState(-1);

  useEffect(() => setActiveIndex(-1), [debounced]);

  let state: SearchBoxState;
  if (!trimmed) state = 'prompt';
  else if (trimmed !== debounced || search.isPending || search.isPlaceholderData) state = 'loading';
  else if (search.isError) state = 'error';
  else if (results.length === 0) state = 'empty';
  else state = 'results';

  const select = useCallback(
    (result: ShipmentSearchResult) => {
      const target = searchResultTarget(result, user);
      if (!target) return;
      setQuery('');
      onSelected?.();
      navigate(target);
    },
    [navigate, onSelected, user],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        if (query) setQuery('');
        else onEscape?.();
        return;
      }
      if (state !== 'results') return;
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setActiveIndex((index) => (index + 1) % results.length);
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        setActiveIndex((index) => (index <= 0 ? results.length - 1 : index - 1));
      } else if (event.key === 'Enter') {
        const chosen = results[activeIndex] ?? (results.length === 1 ? results[0] : undefined);
        if (chosen) {
          event.preventDefault();
          select(chosen);
        }
      }
    },
    [activeIndex, onEscape, query, results, select, state],
  );

  return { query, setQuery, state, results, activeIndex, setActiveIndex, select, onKeyDown, isFetching: search.isFetching };
}
