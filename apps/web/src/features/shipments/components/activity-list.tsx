import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ListError, ListNote } from '../../../components/list-layout/list-states';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { fullName } from '../../../lib/format';
import { useTrackingActivities } from '../api/get-tracking-activities';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';
import { translateActivity } from '../../../lib/translate-activity';

/** The shipment's activity, newest first: what happened, who did it and when (in the user's zone: an entry belongs to no stop). */
export function ActivityList({ shipmentId }: { shipmentId: number }) {
  const { t } = useTranslation();
  const activity = useTrackingActivities(shipmentId);
  if (activity.error) return <ListError error={activity.error} onRetry={() => void activity.refetch()} />;
  if (!activity.data)
    return (
      <Box role="status" aria-label={t('Loading activity')} sx={{ display: 'grid', gap: 1 }}>
        {[0, 1, 2].map((k) => <Skeleton key={k} variant="rounded" height={48} />)}
      </Box>
    );
  if (activity.data.data.length === 0) return <ListNote text={msg('No activity yet')} />;
  return (
    <Box component="ol" aria-label={t('Activity')} data-testid="activity-list" sx={{ listStyle: 'none', m: 0, p: 0, position: 'relative' }}>
      {activity.data.data.map((row, index) => (
        <Box component="li" key={row.id} data-testid="activity-row" sx={{ display: 'flex', gap: 1.5, pb: 2, position: 'relative' }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', flexShrink: 0, pt: 0.5 }}>
            <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: index === 0 ? 'primary.main' : 'text.disabled' }} />
            {index < activity.data.data.length - 1 && <Box sx={{ width: 2, flex: 1, bgcolor: 'divider', mt: 0.5 }} />}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {translateActivity(row.description)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatDateTimeWithZone(row.timeStamp)}
              {row.user ? ` · ${fullName(row.user)}${row.user.companyName ? ` (${row.user.companyName})` : ''}` : ''}
              {row.statusAfter && row.statusBefore?.value !== row.statusAfter.value ? ` · ${row.statusBefore ? t(row.statusBefore.displayName) : '—'} → ${t(row.statusAfter.displayName)}` : ''}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
