import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { importWithReload } from '../../lib/lazy-import';

// MUI's Alert and its icons are drawn only when a load fails: they are not part of a first load.
const LoadedListError = lazy(importWithReload(async () => ({ default: (await import('./list-error')).ListError })));

/** Centered grey text under or instead of a list ('No More Results', 'No Matching Invoices Found'). */
export function ListNote({ text, testId }: { text: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Typography data-testid={testId} role="status" color="text.secondary" sx={{ textAlign: 'center', py: 3, fontWeight: 500 }}>
      {t(text)}
    </Typography>
  );
}

export function ListSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
      <CircularProgress size={28} aria-label={label ?? t('Loading')} />
    </Box>
  );
}

/** A failed load, with the error's messages and a retry (list-error.tsx). */
export function ListError(props: ComponentProps<typeof LoadedListError>) {
  return (
    <Suspense fallback={null}>
      <LoadedListError {...props} />
    </Suspense>
  );
}
