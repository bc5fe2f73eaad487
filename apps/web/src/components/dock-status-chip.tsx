import Chip from '@mui/material/Chip';
import type { DockStatusAnswer } from '@portal/domain/locations/location-schemas';
import type { TFunction } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';

/** A dock time read on the location's wall clock: 'Mon 07:00', or '07:00' when it is today there. */
function zonedTime(iso: string, timeZone: string, now: Date): string {
  const day = (value: Date) => new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(value);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
  const at = new Date(iso);
  if (day(at) === day(now)) return time;
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(at);
  return `${weekday} ${time}`;
}

/** The zone's short name at that instant (CST, EDT), for the times shown. */
function zoneName(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** "Open now · closes 17:00 CDT", "Closed · opens Mon 07:00 CDT" or "Closed for the next 14 days". */
export function dockStatusText(status: DockStatusAnswer, t: TFunction, now = new Date()): string {
  if (status.openNow) {
    if (!status.closesAt) return t('Open now');
    return t('Open now · closes {{time}}', { time: `${zonedTime(status.closesAt, status.timeZone, now)} ${zoneName(status.timeZone, new Date(status.closesAt))}` });
  }
  if (!status.nextOpenAt) return t('Closed for the next 14 days');
  return t('Closed · opens {{time}}', { time: `${zonedTime(status.nextOpenAt, status.timeZone, now)} ${zoneName(status.timeZone, new Date(status.nextOpenAt))}` });
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
