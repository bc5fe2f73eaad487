import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Schedule from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PayTimeline } from '@portal/domain/pay-timeline/pay-timeline-schemas';
import type { PayStepKey, PayStepState } from '@portal/domain/pay-timeline/pay-timeline-steps';
import { msg } from '../../../i18n/msg';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTimeWithZone } from '../../../lib/date-time';

const STEP_LABELS: Record<PayStepKey, string> = {
  documentsReceived: msg('Documents received'),
  approved: msg('Approved'),
  scheduled: msg('Payment scheduled'),
  paid: msg('Paid'),
};

const STATE_LABELS: Record<PayStepState, string> = { done: msg('Done'), next: msg('Next'), upcoming: msg('To come') };

function StepIcon({ state }: { state: PayStepState }) {
  if (state === 'done') return <CheckCircle color="success" fontSize="small" aria-hidden />;
  if (state === 'next') return <Schedule color="primary" fontSize="small" aria-hidden />;
  return <RadioButtonUnchecked color="disabled" fontSize="small" aria-hidden />;
}

/** The four steps in order, each with its time (or what it waits for), the documents under the first. */
export function PayTimelineSteps({ timeline }: { timeline: PayTimeline }) {
  const { t } = useTranslation();
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }} aria-label={t('Pay steps')}>
      {timeline.steps.map((step) => (
        <Box component="li" key={step.key} data-testid={`pay-step-${step.key}`} data-state={step.state} sx={{ display: 'grid', gridTemplateColumns: '24px 1fr', columnGap: 1 }}>
          <Box sx={{ pt: 0.25 }}>
            <StepIcon state={step.state} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: step.state === 'upcoming' ? 400 : 600 }}>
              {t(STEP_LABELS[step.key])}
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {` · ${t(STATE_LABELS[step.state])}`}
              </Box>
            </Typography>
            {step.at && (
              <Typography variant="caption" color="text.secondary" component="div">
                {formatDateTimeWithZone(step.at)}
              </Typography>
            )}
            {step.key === 'documentsReceived' && timeline.documents.length > 0 && (
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2 }}>
                {timeline.documents.map((document) => (
                  <Typography component="li" variant="caption" color="text.secondary" key={`${document.name}-${document.receivedAt}`}>
                    {t('{{type}} uploaded {{time}}', { type: t(document.type), time: formatDateTimeWithZone(document.receivedAt) })}
                  </Typography>
                ))}
              </Box>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
