import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

interface DeskRowProps {
  label: string;
  testId: string;
  /** The row's heading line and the lines under it. */
  children: ReactNode;
  /** On the right at desktop width, under the text on a phone: chips and counts. */
  aside?: ReactNode;
}

/** The outlined card of every row of the desk, laid out on the given grid columns. */
export function deskRowSx(gridTemplateColumns: { xs: string; md: string }) {
  return { borderRadius: 2, p: { xs: 1.5, sm: 2 }, display: 'grid', gap: { xs: 1, md: 2 }, alignItems: 'center', gridTemplateColumns };
}

/** One row of the desk's lists: what it is on the left, its state on the right (under it on a phone). */
export function DeskRow({ label, testId, children, aside }: DeskRowProps) {
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={label}
      data-testid={testId}
      sx={deskRowSx({ xs: '1fr', md: 'minmax(0, 1fr) auto' })}
    >
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
      {aside && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: { xs: 'flex-start', md: 'flex-end' } }}>{aside}</Box>}
    </Paper>
  );
}
