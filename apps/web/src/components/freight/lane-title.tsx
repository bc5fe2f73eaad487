import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { cityState } from './freight-format';
import type { PlaceText } from './freight-format';
import { useTranslation } from '../../i18n/use-translation';

/** 'Chicago, IL → Laredo, TX' as a heading (or a row title). */
export function LaneTitle({ origin, destination, variant = 'h5', component = 'h2' }: { origin: PlaceText; destination: PlaceText; variant?: 'h4' | 'h5' | 'subtitle1'; component?: 'h1' | 'h2' | 'h3' | 'span' }) {
  const { t } = useTranslation();
  return (
    <Typography variant={variant} component={component} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, fontWeight: 600 }}>
      <span>{cityState(origin)}</span>
      <ArrowForward fontSize="small" aria-label={t('to')} sx={{ color: 'text.secondary' }} />
      <span>{cityState(destination)}</span>
    </Typography>
  );
}

/** A titled block of a detail page. */
export function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-label={t(title)} sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}>
        <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {t(title)}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}
