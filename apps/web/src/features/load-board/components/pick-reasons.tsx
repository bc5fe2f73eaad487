import History from '@mui/icons-material/History';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Replay from '@mui/icons-material/Replay';
import Route from '@mui/icons-material/Route';
import Box from '@mui/material/Box';
import { alpha, useTheme, type PaletteMode } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import type { Reason as PickReason } from '@portal/domain/load-board/load-board-schemas';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

/** Each reason's colour in the light and the dark scheme: AA text on its own 8 % tint in both. */
const KIND: Record<PickReason['kind'], { label: string; icon: ReactElement; color: Record<PaletteMode, string> }> = {
  deadhead: { label: msg('Deadhead'), icon: <LocalShipping sx={{ fontSize: 16 }} />, color: { light: '#00695C', dark: '#4DB6AC' } },
  reload: { label: msg('Reload'), icon: <Replay sx={{ fontSize: 16 }} />, color: { light: '#6A1B9A', dark: '#CE93D8' } },
  laneMatch: { label: msg('Lane match'), icon: <Route sx={{ fontSize: 16 }} />, color: { light: '#1565C0', dark: '#7EB3F5' } },
  history: { label: msg('Your lanes'), icon: <History sx={{ fontSize: 16 }} />, color: { light: '#5B6678', dark: '#A9B3C1' } },
};

/** Why a load was picked: one line per reason (deadhead from a truck, saved lane match, reload chain, history). */
export function PickReasons({ reasons }: { reasons: readonly PickReason[] }) {
  const mode = useTheme().palette.mode;
  const { t } = useTranslation();
  return (
    <Box component="ul" aria-label={t('Why this load')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      {reasons.map((reason) => {
        const kind = KIND[reason.kind];
        return (
          <Box component="li" key={`${reason.kind}-${reason.text}`} data-testid={`pick-reason-${reason.kind}`} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box
              component="span"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexShrink: 0, px: 1, py: 0.125, borderRadius: 10, fontSize: 12, fontWeight: 700, color: kind.color[mode], bgcolor: alpha(kind.color[mode], 0.08) }}
            >
              {kind.icon}
              {t(kind.label)}
            </Box>
            <Typography variant="body2" sx={{ minWidth: 0 }}>
              {reason.text}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
