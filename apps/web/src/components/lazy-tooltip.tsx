import { cloneElement, lazy, Suspense, type ReactElement } from 'react';
import { useAfterFirstContent } from '../lib/after-first-content';
import { importWithReload } from '../lib/lazy-import';

// MUI's Tooltip brings Popper (popper.js), Grow and Portal: ~11 KB brotli that no first paint shows.
const Tooltip = lazy(importWithReload(() => import('@mui/material/Tooltip')));

/**
 * MUI's Tooltip with a text title, downloaded once the page's first content is on screen
 * (lib/after-first-content.ts) instead of in its first load. Until it is there, the child carries
 * the same accessible name the Tooltip gives it (aria-label = title), so what assistive tech reads
 * does not change.
 */
export function LazyTooltip({ title, children }: { title: string; children: ReactElement<{ 'aria-label'?: string }> }) {
  const afterContent = useAfterFirstContent();
  const untipped = cloneElement(children, { 'aria-label': title });
  if (!afterContent) return untipped;
  return (
    <Suspense fallback={untipped}>
      <Tooltip title={title}>{children}</Tooltip>
    </Suspense>
  );
}
