import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * How many rows of a list to render: the first time it has rows, only the first `first` (about a
 * screen), the rest right after that paint when the browser is idle. A 50-row page is then not one
 * long render before anything shows on a slow phone. Later pages and refetches render whole.
 */
export function useStagedRows(total: number, first: number): number {
  const [whole, setWhole] = useState(false);
  const hasRows = total > 0;
  useEffect(() => {
    if (whole || !hasRows) return;
    // A transition: React renders the rest in slices instead of one long task.
    return whenIdle(() => startTransition(() => setWhole(true)));
  }, [whole, hasRows]);
  return whole ? total : Math.min(total, first);
}
