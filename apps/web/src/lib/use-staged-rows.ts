import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * How many rows of a list to render: the first time it has rows, `batch` of them (about a screen),
 * then `batch` more each time the browser is idle, until all are there. A 50-row page is then not
 * one long render before anything shows on a slow phone, nor one long commit of the other 38 right
 * after it (issue 17). Once whole, later pages and refetches render whole.
 */
export function useStagedRows(total: number, batch: number): number {
  const [limit, setLimit] = useState(batch);
  const whole = limit >= total && total > 0;
  const [wasWhole, setWasWhole] = useState(false);
  useEffect(() => {
    if (whole) setWasWhole(true);
    if (whole || wasWhole || total === 0) return;
    // A transition: React renders the batch in slices instead of one long task.
    return whenIdle(() => startTransition(() => setLimit((rows) => rows + batch)));
  }, [whole, wasWhole, total, limit, batch]);
  return wasWhole ? total : Math.min(total, limit);
}
