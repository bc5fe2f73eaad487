import Chip from '@mui/material/Chip';
import type { DockStatusAnswer } from '@portal/domain/locations/location-schemas';
import type { TFunction } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { formatTimeWithZone } from '../lib/date-time';
import { localeFormats } from '../lib/locale-formats';

/** A dock time read on the location's wall clock: '7:00 am CDT', or 'Mon 7:00 am CDT' when it is another day there. */
function zonedTime(iso: string, timeZone: string, now: Date): string {
  const day = (value: Date) => new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(value);
  const at = new Date(iso);
  const time = formatTimeWithZone(at, timeZone);
  if (day(at) === day(now)) return time;
  const weekday = new Intl.DateTimeFormat(localeFormats().intl, { timeZone, weekday: 'short' }).format(at);
  return `${weekday} ${time}`;
}

/** "Open now · closes 5:00 pm CDT", "Closed · opens Mon 7:00 am CDT" or "Closed for the next 14 days". */
export function dockStatusText(status: DockStatusAnswer, t: TFunction, now = new Date()): string {
  if (status.openNow) {
    if (!status.closesAt) return t('Open now');
    return t('Open now · closes {{time}}', { time: zonedTime(status.closesAt, status.timeZone, now) });
  }
  if (!status.nextOpenAt) return t('Closed for the next 14 days');
  return t('Closed · opens {{time}}', { time: zonedTime(status.nextOpenAt, status.timeZone, now) });
}

/** Whether a dock is open now and when it closes or next opens, in the dock's own time zone. */
export function DockStatusChip({ label, status }: { label?: string; status: DockStatusAnswer | null | undefined }) {
  const { t } = useTranslation();
  const text = status ? dockStatusText(status, t) : t('Hours unknown (no time zone)');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status?.openNow ? 'success' : status ? 'default' : 'warning'}
      label={label ? `${label}: ${text}` : text}
      sx={{ maxWidth: '100%', height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}
