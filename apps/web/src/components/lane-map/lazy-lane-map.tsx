import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { importWithReload } from '../../lib/lazy-import';
import type { LaneMapProps } from './lane-map';
import { useTranslation } from '../../i18n/use-translation';

// The atlases (~200 KB of outlines) load only with the first map on screen.
const LaneMap = lazy(importWithReload(async () => ({ default: (await import('./lane-map')).LaneMap })));

/** The lane map, loaded when first shown; a skeleton of the same height meanwhile. */
export function LazyLaneMap(props: LaneMapProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height ?? 280} role="progressbar" aria-label={t('Loading map')} />}>
      <LaneMap {...props} />
    </Suspense>
  );
}
