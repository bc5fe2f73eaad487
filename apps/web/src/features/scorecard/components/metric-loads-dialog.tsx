import CheckCircle from '@mui/icons-material/CheckCircle';
import Cancel from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_CUTOFF_PX } from '@portal/domain/common/constants';
import type { ScoreCardLoad, ScoreCardMetric } from '@portal/domain/scorecard/scorecard-schemas';
import { ListError, ListNote, ListSpinner } from '../../../components/list-layout/list-states';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { useScoreCardLoads } from '../api/get-score-card-loads';
import { useTranslation } from '../../../i18n/use-translation';

const NARROW_QUERY = `(max-width:${MOBILE_CUTOFF_PX - 0.05}px)`;

function when(value: string | null, zone: string | null): string {
  if (!value) return '—';
  return zone ? formatDateTimeWithZone(value, zone) : formatDateTimeWithZone(value);
}

function LoadRow({ load }: { load: ScoreCardLoad }) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'auto 1fr', sm: 'auto 120px 1fr 1fr' }, columnGap: 1.5, rowGap: 0.25, py: 1, borderBottom: 1, borderColor: 'divider', alignItems: 'start' }}
    >
      {load.passed ? <CheckCircle color="success" fontSize="small" aria-label={t('Passed')} /> : <Cancel color="error" fontSize="small" aria-label={t('Missed')} />}
      <Typography sx={{ fontWeight: 600 }}>{load.shipmentNumber}</Typography>
      <Typography variant="body2" sx={{ gridColumn: { xs: '2', sm: 'auto' } }}>
        {t('Planned {{time}}', { time: when(load.plannedAt, load.timeZone) })}
        <br />
        {t('Actual {{time}}', { time: when(load.actualAt, load.timeZone) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: { xs: '2', sm: 'auto' } }}>
        {load.reason}
      </Typography>
    </Box>
  );
}

/** The loads behind one metric, each passed or missed and why, times in the stop's zone. */
export function MetricLoadsDialog({ carrierId, metric, onClose }: { carrierId: number; metric: ScoreCardMetric | null; onClose: () => void }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const loads = useScoreCardLoads(carrierId, metric?.key ?? null);
  let body;
  if (loads.error) body = <ListError error={loads.error} onRetry={() => void loads.refetch()} />;
  else if (!loads.data) body = <ListSpinner label={t('Loading loads')} />;
  else if (loads.data.data.length === 0) body = <ListNote text={t('Nothing counted yet')} />;
  else
    body = (
      <Box component="ul" aria-label={t('Loads behind {{metric}}', { metric: loads.data.label })} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {loads.data.data.map((load, index) => (
          <LoadRow key={`${load.shipmentId}-${index}`} load={load} />
        ))}
      </Box>
    );
  return (
    <Dialog open={metric !== null} onClose={onClose} fullScreen={narrow} maxWidth="md" fullWidth aria-labelledby="metric-loads-title">
      <DialogTitle id="metric-loads-title">{metric ? `${metric.label}: ${metric.window}` : ''}</DialogTitle>
      {/* Focusable so the list of loads can be scrolled from the keyboard (its rows hold no controls). */}
      <DialogContent dividers tabIndex={0}>
        {loads.data && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('{{passed}} of {{total}} passed', { passed: loads.data.data.filter((load) => load.passed).length, total: loads.data.totalCount })}
          </Typography>
        )}
        {body}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
