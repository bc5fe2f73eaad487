import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ScoreCardMetric } from '@portal/domain/scorecard/scorecard-schemas';
import { monthLabel, statusLabel, TierChip } from './tier-chip';
import { useTranslation } from '../../../i18n/use-translation';
import { translator } from '../../../i18n/i18n';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function valueText(metric: ScoreCardMetric): string {
  return metric.value === null ? '—' : `${metric.value}%`;
}

function thresholdText(metric: ScoreCardMetric): string | null {
  if (!metric.thresholds) return null;
  const sign = metric.direction === 'higher' ? '≥' : '≤';
  return translator.t('Top {{sign}} {{top}}% · Good {{sign}} {{good}}%', { sign, top: metric.thresholds.top, good: metric.thresholds.good });
}

/** What the numerator counts, in words: '19 of 20 loads on time'. */
function countText(metric: ScoreCardMetric): string {
  const counts = { numerator: metric.numerator, denominator: metric.denominator };
  if (metric.key === 'claims') return `${metric.numerator === 1 ? translator.t('1 claim over {{denominator}} loads', counts) : translator.t('{{numerator}} claims over {{denominator}} loads', counts)}${metric.claimedAmount ? ` · ${money.format(metric.claimedAmount)}` : ''}`;
  if (metric.key === 'lateCancellations') return translator.t('{{numerator}} of {{denominator}} bookings cancelled late', counts);
  if (metric.key === 'tracking') return translator.t('{{numerator}} of {{denominator}} milestones automated', counts);
  if (metric.key === 'tenderAcceptance') {
    const median = metric.medianResponseMinutes != null ? ` · ${translator.t('median answer {{minutes}} min', { minutes: metric.medianResponseMinutes })}` : '';
    return `${translator.t('{{numerator}} of {{denominator}} tenders accepted', counts)}${median}`;
  }
  return translator.t('{{numerator}} of {{denominator}} loads passed', counts);
}

/** One metric: its value and standing, the loads counted, whether it gates the tier, its definition and its months. */
export function MetricCard({ metric, onOpenLoads }: { metric: ScoreCardMetric; onOpenLoads: () => void }) {
  const { t } = useTranslation();
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
        <Chip size="small" variant="outlined" color={metric.gating ? 'primary' : 'default'} label={metric.gating ? t('Sets the tier') : t('Does not set the tier')} />
        <Chip size="small" variant="outlined" label={`${metric.window} · ${t('{{count}} counted', { count: metric.sample })}`} />
        {thresholds && <Chip size="small" variant="outlined" label={thresholds} />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {metric.definition}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} aria-label={t('{{metric}} by month', { metric: metric.label })}>
        {metric.history.map((month) => (
          <Tooltip key={month.period} title={t(statusLabel(month.status))}>
            <Chip size="small" label={`${monthLabel(month.period)}: ${month.value === null ? '—' : `${month.value}%`}`} sx={{ fontSize: 12 }} />
          </Tooltip>
        ))}
      </Box>
      <Box sx={{ flex: 1 }} />
      <Button onClick={onOpenLoads} sx={{ alignSelf: 'flex-start' }} aria-label={t('Loads behind {{metric}}', { metric: metric.label })}>
        {metric.key === 'lateCancellations' ? t('See the {{count}} bookings', { count: metric.sample }) : metric.key === 'tenderAcceptance' ? t('See the {{count}} tenders', { count: metric.sample }) : t('See the {{count}} loads', { count: metric.sample })}
      </Button>
    </Card>
  );
}
