import type { LinearProgressProps } from '@mui/material/LinearProgress';
import { lazy, Suspense, useEffect } from 'react';
import { importWithReload } from '../lib/lazy-import';

const loadLinearProgress = importWithReload(() => import('@mui/material/LinearProgress'));
const LinearProgress = lazy(loadLinearProgress);

/**
 * MUI's LinearProgress for the bars that show only while something loads (a navigation, a search):
 * none is drawn on the first paint, so it is downloaded just after it rather than in the first load.
 */
export function ProgressBar(props: LinearProgressProps) {
  return (
    <Suspense fallback={null}>
      <LinearProgress {...props} />
    </Suspense>
  );
}

/** Downloads the bar once the page is up, so the first navigation shows it at once. */
export function usePreloadedProgressBar(): void {
  useEffect(() => {
    void loadLinearProgress();
  }, []);
}
