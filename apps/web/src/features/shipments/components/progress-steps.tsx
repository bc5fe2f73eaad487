import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { progressGroup, type ProgressGroup } from '@portal/domain/shipments/progress';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

/** The steps of the progress bar; group 3 does not exist in the spec's grouping, so the bar has three steps. */
const STEPS: readonly { group: Exclude<ProgressGroup, 0>; label: string }[] = [
  { group: 1, label: msg('Ready to Book') },
  { group: 2, label: msg('Booked / In Progress') },
  { group: 4, label: msg('Delivered') },
];

/**
 * Progress by the spec's grouping: 1 = Ready To Book/Tendering, 2 = Booked to At Stop,
 * 4 = Delivered, 0 = anything else (an empty bar).
 */
export function ProgressSteps({ status, compact = false }: { status: number; compact?: boolean }) {
  const { t } = useTranslation();
  const group = progressGroup(status);
  const reached = STEPS.filter((step) => group !== 0 && step.group <= group).length;
  return (
    <Box
      role="progressbar"
      aria-label={t('Shipment progress')}
      aria-valuemin={0}
      aria-valuemax={STEPS.length}
      aria-valuenow={reached}
      aria-valuetext={reached ? t(STEPS[reached - 1]!.label) : t('Not started')}
      data-progress-group={group}
      sx={{ minWidth: compact ? 96 : 220 }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${STEPS.length}, 1fr)`, gap: 0.5 }}>
        {STEPS.map((step, index) => (
          <Box
            key={step.group}
            sx={{
              height: compact ? 6 : 8,
              borderRadius: 4,
              bgcolor: index < reached ? (group === 4 ? 'success.main' : 'primary.main') : 'action.hover',
            }}
          />
        ))}
      </Box>
      {!compact && (
        <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${STEPS.length}, 1fr)`, gap: 0.5, mt: 0.5 }}>
          {STEPS.map((step, index) => (
            <Typography key={step.group} variant="caption" color={index < reached ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: index === reached - 1 ? 700 : 400 }}>
              {t(step.label)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
