import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface CenteredMessageProps {
  icon?: ReactNode;
  /** Small text above the title (e.g. the page or the status code). */
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Fill the viewport (pages outside the shell) instead of the content area. */
  fullPage?: boolean;
  testId?: string;
}

/** The layout of every empty, error and not-found state: one calm card in the middle. */
export function CenteredMessage({ icon, eyebrow, title, description, actions, fullPage, testId }: CenteredMessageProps) {
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullPage ? '100vh' : { xs: 'calc(100vh - 160px)', sm: 'calc(100vh - 200px)' },
        p: { xs: 2, sm: 3 },
        bgcolor: fullPage ? 'background.default' : undefined,
      }}
    >
      <Paper variant="outlined" sx={{ maxWidth: 520, width: '100%', px: { xs: 3, sm: 5 }, py: { xs: 4, sm: 5 }, textAlign: 'center', borderRadius: 3 }}>
        {/* Flex boxes with gaps rather than Stack: this card is in every first load (the error page), Stack is not. */}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center' }}>
          {icon && (
            <Box
              aria-hidden
              sx={{
                width: 64,
                height: 64,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: (t) => alpha(t.palette.primary.main, 0.08),
                color: 'primary.main',
                '& svg': { fontSize: 32 },
              }}
            >
              {icon}
            </Box>
          )}
          {eyebrow && (
            <Typography variant="overline" color="primary" sx={{ lineHeight: 1.2 }}>
              {eyebrow}
            </Typography>
          )}
          <Typography variant="h2" component="h2" sx={{ fontSize: { xs: '1.375rem', sm: '1.625rem' } }}>
            {title}
          </Typography>
          {description && (
            <Typography component="div" color="text.secondary" sx={{ maxWidth: 420 }}>
              {description}
            </Typography>
          )}
          {actions && <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, pt: 1 }}>{actions}</Box>}
        </Box>
      </Paper>
    </Box>
  );
}
