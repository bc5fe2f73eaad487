import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScoreCard, ScoreCardMetric } from '@portal/domain/scorecard/scorecard-schemas';
import { useState } from 'react';
import { ListError } from '../../../components/list-layout/list-states';
import { formatDate } from '../../../lib/format';
import { useScoreCard } from '../api/get-score-card';
import { MetricCard } from './metric-card';
import { MetricLoadsDialog } from './metric-loads-dialog';
import { monthLabel, TierChip } from './tier-chip';
import { useTranslation } from '../../../i18n/use-translation';

/** /score-card: the carrier's tier, the metrics behind it, six months of snapshots and this month's projection. */
export function ScoreCardPage({ carrierId }: { carrierId: number }) {
  const { t } = useTranslation();
  const card = useScoreCard(carrierId);
  const [open, setOpen] = useState<ScoreCardMetric | null>(null);
  if (card.error) return <ListError error={card.error} onRetry={() => void card.refetch()} />;
  if (!card.data) return <Skeleton variant="rounded" height={480} sx={{ m: 3 }} role="progressbar" aria-label={t('Loading score card')} />;
  const data = card.data;
  const gating = data.metrics.filter((metric) => metric.gating);
  const information = data.metrics.filter((metric) => !metric.gating);
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1280 }}>
      <TierSummary card={data} />
      <MetricGroup title={t('Metrics that set the tier')} metrics={gating} onOpen={setOpen} />
      <MetricGroup title={t('For information')} metrics={information} onOpen={setOpen} />
      <MetricLoadsDialog carrierId={carrierId} metric={open} onClose={() => setOpen(null)} />
    </Box>
  );
}

function TierSummary({ card }: { card: ScoreCard }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="overline" color="text.secondary">
        {card.carrierName}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Typography variant="body2" color="text.secondary">
            {t('Your tier')} {card.evaluatedPeriod ? `(${monthLabel(card.evaluatedPeriod)})` : ''}
          </Typography>
          <Box sx={{ my: 0.5 }} data-testid="score-card-tier">
            <TierChip status={card.tier} label={card.tierLabel} size="medium" />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('Next evaluation {{date}}', { date: formatDate(card.nextEvaluationAt) })}
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Typography variant="body2" color="text.secondary">
            {t('This month so far (projection)')}
          </Typography>
          <Box sx={{ my: 0.5 }} data-testid="score-card-projection">
            <TierChip status={card.projectedTier} label={card.projectedTierLabel} size="medium" />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('The tier is your weakest rated metric that sets the tier; a metric with fewer than {{count}} loads is not yet rated.', { count: card.minimumSample })}
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t('Last six months')}
          </Typography>
          {card.snapshots.length === 0 ? (
            <Typography variant="body2">{t('No month has ended since your first load.')}</Typography>
          ) : (
            <Stack component="ol" aria-label={t('Monthly tiers')} spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {card.snapshots.map((snapshot) => (
                <Box component="li" key={snapshot.period} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                  <Typography variant="body2">{monthLabel(snapshot.period)}</Typography>
                  <TierChip status={snapshot.tier} />
                </Box>
              ))}
            </Stack>
          )}
        </Grid>
      </Grid>
    </Paper>
  );
}

function MetricGroup({ title, metrics, onOpen }: { title: string; metrics: ScoreCardMetric[]; onOpen: (metric: ScoreCardMetric) => void }) {
  if (metrics.length === 0) return null;
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {metrics.map((metric) => (
          <Grid key={metric.key} size={{ xs: 12, md: 6, lg: 4 }}>
            <MetricCard metric={metric} onOpenLoads={() => onOpen(metric)} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
