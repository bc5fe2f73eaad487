import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * How many rows of a list to render: the first time it has rows, `batch` of them (about a screen),
 * then `batch` more each time the browser is idle, until all are there. A 50-row page is then not
 * one long render before anything shows on a slow phone, nor one long commit of the other 38 right
 * after it. Once whole, later pages and refetches render whole.
 */
export function useStagedRows(total: number, batch: number): number {
  // Infinity once the list has been whole.
  const [limit, setLimit] = useState(batch);
  useEffect(() => {
    if (limit === Infinity || total === 0) return;
    if (limit >= total) {
      setLimit(Infinity);
      return;
    }
    // A transition: React renders the batch in slices instead of one long task.
    return whenIdle(() => startTransition(() => setLimit((rows) => rows + batch)));
  }, [limit, total, batch]);
  return Math.min(total, limit);
}
