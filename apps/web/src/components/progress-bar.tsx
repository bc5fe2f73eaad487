import type { LinearProgressProps } from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';
import { importWithReload } from '../lib/lazy-import';

const LinearProgress = lazy(importWithReload(() => import('@mui/material/LinearProgress')));

/**
 * MUI's LinearProgress for the bars that show only while something loads (a navigation, a search):
 * none is drawn on the first paint, so it is downloaded when first drawn rather than in the first load.
 */
export function ProgressBar(props: LinearProgressProps) {
  return (
    <Suspense fallback={null}>
      <LinearProgress {...props} />
    </Suspense>
  );
}
