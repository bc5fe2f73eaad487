import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/**
 * The text of a list's search box, bound to the applied query: the box follows the applied query
 * (back and forward, links), and what is typed applies itself after a pause.
 */
export function useSearchText(applied: string, apply: (query: string) => void, delayMs = 350) {
  const [text, setText] = useState(applied);
  const debounced = useDebouncedValue(text.trim(), delayMs);
  useEffect(() => setText(applied), [applied]);
  // Only a new debounced text applies; a changed applied query alone must not re-apply the old text.
  const applyDebounced = useEffectEvent((query: string) => {
    if (query !== applied) apply(query);
  });
  useEffect(() => applyDebounced(debounced), [debounced]);
  return [text, setText] as const;
}
