import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '../i18n/use-translation';

/** Shown while a route module or the session is loading. */
export function PageLoader({ fullPage = false, label }: { fullPage?: boolean; label?: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: fullPage ? '100vh' : 320, width: '100%' }}>
      <CircularProgress aria-label={label ?? t('Loading')} size={36} />
    </Box>
  );
}
