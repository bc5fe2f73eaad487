import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ListError } from '../../../components/list-layout/list-states';
import { useOnTimeCounts, useStatusCounts } from '../api/get-shipment-counts';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

const numberFormat = new Intl.NumberFormat('en-US');

function ChartCard({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="section" aria-label={t(title)} data-testid={testId} sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t(title)}
      </Typography>
      {children}
    </Paper>
  );
}

/** Booked shipments by status: one horizontal bar each, drawn with plain boxes that scale with the card. */
export function StatusCountsChart() {
  const { t } = useTranslation();
  const theme = useTheme();
  const counts = useStatusCounts();
  const colors = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.warning.main, theme.palette.warning.dark, theme.palette.success.main, theme.palette.success.dark];
  let body;
  if (counts.error) body = <ListError error={counts.error} onRetry={() => void counts.refetch()} />;
  else if (!counts.data) body = <Skeleton variant="rounded" height={168} />;
  else {
    const max = Math.max(1, ...counts.data.map((c) => c.count));
    body = (
      // A description list holds only dt and dd in each group: the bar and the count are the dd.
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(96px, auto) 1fr', alignItems: 'center', columnGap: 1.5, rowGap: 1 }}>
        {counts.data.map((row, index) => (
          <Box key={row.status} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" noWrap>
              {t(row.displayName)}
            </Typography>
            <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
              <Box aria-hidden sx={{ flex: 1, height: 14, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}>
                <Box sx={{ height: '100%', width: `${(100 * row.count) / max}%`, bgcolor: colors[index % colors.length], borderRadius: 1, transition: 'width 300ms' }} />
              </Box>
              <Typography component="span" variant="body2" sx={{ fontWeight: 700, textAlign: 'right', minWidth: 32 }} data-testid={`status-count-${row.status}`}>
                {numberFormat.format(row.count)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return <ChartCard title={msg('Shipments by Status')} testId="status-counts-chart">{body}</ChartCard>;
}

/** On time, late and unknown as a donut (SVG arcs from stroke dashes). */
export function OnTimeChart() {
  const { t } = useTranslation();
  const theme = useTheme();
  const counts = useOnTimeCounts();
  let body;
  if (counts.error) body = <ListError error={counts.error} onRetry={() => void counts.refetch()} />;
  else if (!counts.data) body = <Skeleton variant="rounded" height={168} />;
  else {
    const parts = [
      { key: 'onTime', label: msg('On Time'), value: counts.data.onTime, color: theme.palette.success.main },
      { key: 'late', label: msg('Late'), value: counts.data.late, color: theme.palette.error.main },
      { key: 'unknown', label: msg('Unknown'), value: counts.data.unknown, color: theme.palette.grey[400] },
    ];
    const total = parts.reduce((sum, p) => sum + p.value, 0);
    const radius = 52;
    const circumference = 2 * Math.PI * radius;
    let offset = 0;
    // Over the loads whose outcome is known, as the score card counts: a load with no stop reached yet is neither.
    const known = counts.data.onTime + counts.data.late;
    const percent = known ? Math.round((100 * counts.data.onTime) / known) : 0;
    body = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
        <Box component="svg" viewBox="0 0 140 140" sx={{ width: 140, height: 140, flexShrink: 0 }} role="img" aria-label={t('{{percent}}% on time', { percent })}>
          <circle cx={70} cy={70} r={radius} fill="none" stroke={theme.palette.action.hover} strokeWidth={18} />
          {total > 0 &&
            parts.map((part) => {
              const length = (part.value / total) * circumference;
              const circle = (
                <circle
                  key={part.key}
                  cx={70}
                  cy={70}
                  r={radius}
                  fill="none"
                  stroke={part.color}
                  strokeWidth={18}
                  strokeDasharray={`${length} ${circumference - length}`}
                  strokeDashoffset={-offset}
                  transform="rotate(-90 70 70)"
                />
              );
              offset += length;
              return circle;
            })}
          <text x={70} y={68} textAnchor="middle" fontSize={26} fontWeight={800} fill={theme.palette.text.primary}>
            {percent}%
          </text>
          <text x={70} y={88} textAnchor="middle" fontSize={11} fill={theme.palette.text.secondary}>
            {t('on time')}
          </text>
        </Box>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
          {parts.map((part) => (
            <Box key={part.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 92, display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: part.color, flexShrink: 0 }} />
                {t(part.label)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700 }} data-testid={`on-time-${part.key}`}>
                {numberFormat.format(part.value)}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }} data-testid="on-time-period">
          {t('Your loads from booked to delivered, as of now; the score card counts the loads delivered over its period.')}
        </Typography>
      </Box>
    );
  }
  return <ChartCard title={msg('On-Time Performance')} testId="on-time-chart">{body}</ChartCard>;
}
