import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ScoreCardMetric } from '@portal/domain/scorecard/scorecard-schemas';
import { monthLabel, statusLabel, TierChip } from './tier-chip';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function valueText(metric: ScoreCardMetric): string {
  return metric.value === null ? '—' : `${metric.value}%`;
}

function thresholdText(metric: ScoreCardMetric): string | null {
  if (!metric.thresholds) return null;
  const sign = metric.direction === 'higher' ? '≥' : '≤';
  return `Top ${sign} ${metric.thresholds.top}% · Good ${sign} ${metric.thresholds.good}%`;
}

/** What the numerator counts, in words: '19 of 20 loads on time'. */
function countText(metric: ScoreCardMetric): string {
  const base = `${metric.numerator} of ${metric.denominator}`;
  if (metric.key === 'claims') return `${metric.numerator} claim${metric.numerator === 1 ? '' : 's'} over ${metric.denominator} loads${metric.claimedAmount ? ` · ${money.format(metric.claimedAmount)}` : ''}`;
  if (metric.key === 'lateCancellations') return `${base} bookings cancelled late`;
  if (metric.key === 'tracking') return `${base} milestones automated`;
  if (metric.key === 'tenderAcceptance') {
    const median = metric.medianResponseMinutes != null ? ` · median answer ${metric.medianResponseMinutes} min` : '';
    return `${base} tenders accepted${median}`;
  }
  return `${base} loads passed`;
}

/** One metric: its value and standing, the loads counted, whether it gates the tier, its definition and its months. */
export function MetricCard({ metric, onOpenLoads }: { metric: ScoreCardMetric; onOpenLoads: () => void }) {
  const thresholds = thresholdText(metric);
  return (
    <Card component="section" variant="outlined" aria-label={metric.label} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {metric.label}
        </Typography>
        <TierChip status={metric.status} />
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 600 }} data-testid={`metric-value-${metric.key}`}>
          {valueText(metric)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {countText(metric)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Chip size="small" variant="outlined" color={metric.gating ? 'primary' : 'default'} label={metric.gating ? 'Sets the tier' : 'Does not set the tier'} />
        <Chip size="small" variant="outlined" label={`${metric.window} · ${metric.sample} counted`} />
        {thresholds && <Chip size="small" variant="outlined" label={thresholds} />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {metric.definition}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} aria-label={`${metric.label} by month`}>
        {metric.history.map((month) => (
          <Tooltip key={month.period} title={statusLabel(month.status)}>
            <Chip size="small" label={`${monthLabel(month.period)}: ${month.value === null ? '—' : `${month.value}%`}`} sx={{ fontSize: 12 }} />
          </Tooltip>
        ))}
      </Box>
      <Box sx={{ flex: 1 }} />
      <Button onClick={onOpenLoads} sx={{ alignSelf: 'flex-start' }} aria-label={`Loads behind ${metric.label}`}>
        See the {metric.sample} {metric.key === 'lateCancellations' ? 'bookings' : metric.key === 'tenderAcceptance' ? 'tenders' : 'loads'}
      </Button>
    </Card>
  );
}
