import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a route module or the session is loading. */
export function PageLoader({ fullPage = false, label = 'Loading' }: { fullPage?: boolean; label?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: fullPage ? '100vh' : 320, width: '100%' }}>
      <CircularProgress aria-label={label} size={36} />
    </Box>
  );
}
