import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ScoreCardMetric } from '@portal/domain/scorecard/scorecard-schemas';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

type Status = ScoreCardMetric['status'];

const LOOK: Record<Status, { label: string; color: ChipProps['color'] }> = {
  top: { label: msg('Top'), color: 'success' },
  good: { label: msg('Good standing'), color: 'info' },
  atRisk: { label: msg('At risk'), color: 'error' },
  notRated: { label: msg('Not yet rated'), color: 'default' },
  info: { label: msg('For information'), color: 'default' },
};

export function statusLabel(status: Status): string {
  return LOOK[status].label;
}

/** A tier or a metric's standing, coloured the same everywhere on the card. */
export function TierChip({ status, label, size = 'small' }: { status: Status; label?: string; size?: ChipProps['size'] }) {
  const { t } = useTranslation();
  const look = LOOK[status];
  return <Chip size={size} color={look.color} variant={status === 'notRated' || status === 'info' ? 'outlined' : 'filled'} label={label ?? t(look.label)} />;
}

/** '2026-10' as 'Oct 2026'. */
export function monthLabel(period: string): string {
  const [year, month] = period.split('-').map(Number);
  if (!year || !month) return period;
  return new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
}
