import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A freight page's two columns: the facts on the left, the map (sticky when asked) on the right. */
export function DetailColumns({ main, side, stickySide = false }: { main: ReactNode; side: ReactNode; stickySide?: boolean }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 2, alignItems: 'start' }}>
      {main}
      {stickySide ? <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>{side}</Box> : side}
    </Box>
  );
}
