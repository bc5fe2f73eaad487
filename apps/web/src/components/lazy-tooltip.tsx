import { cloneElement, lazy, Suspense, type ReactElement } from 'react';
import { importWithReload } from '../lib/lazy-import';

// MUI's Tooltip brings Popper (popper.js), Grow and Portal: ~11 KB brotli that no first paint shows.
const Tooltip = lazy(importWithReload(() => import('@mui/material/Tooltip')));

/**
 * MUI's Tooltip with a text title, downloaded beside the first paint instead of in its first load.
 * Until it is there, the child carries the same accessible name the Tooltip gives it
 * (aria-label = title), so what assistive tech reads does not change.
 */
export function LazyTooltip({ title, children }: { title: string; children: ReactElement<{ 'aria-label'?: string }> }) {
  return (
    <Suspense fallback={cloneElement(children, { 'aria-label': title })}>
      <Tooltip title={title}>{children}</Tooltip>
    </Suspense>
  );
}
