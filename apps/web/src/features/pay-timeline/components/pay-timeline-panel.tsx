import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PayTimeline } from '@portal/domain/pay-timeline/pay-timeline-schemas';
import { PreviewSection } from '../../../components/invoices/invoice-preview-layout';
import { ListError, ListSpinner } from '../../../components/list-layout/list-states';
import type { TFunction } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format';
import { usePayTimeline } from '../api/get-pay-timeline';
import { PayTimelineSteps } from './pay-timeline-steps';

/** Why the date is the date: which rule of the prediction gave it. */
function basisText(timeline: PayTimeline, t: TFunction): string {
  switch (timeline.predictionBasis) {
    case 'quickPay':
      return t('Quick pay: two business days after approval.');
    case 'afterApproval':
      return t('The business day after approval, which came after the {{days}}-day terms.', { days: timeline.netDays });
    case 'netTerms':
      return t('Net {{days}} days from documents received, on a business day (weekends and federal holidays skipped).', { days: timeline.netDays });
    default:
      return t('Submit the invoice with its proof of delivery to start the {{days}}-day pay clock.', { days: timeline.netDays });
  }
}

/** How the payment landed against the prediction. */
function outcomeText(timeline: PayTimeline, t: TFunction): string | null {
  if (timeline.paidOn === null || timeline.businessDaysLate === null) return null;
  const paid = formatDate(timeline.paidOn);
  if (timeline.businessDaysLate === 0) return t('Paid {{date}}, on the expected day.', { date: paid });
  const days = Math.abs(timeline.businessDaysLate);
  if (timeline.businessDaysLate > 0) {
    return days === 1 ? t('Paid {{date}}, one business day after the expected day.', { date: paid }) : t('Paid {{date}}, {{days}} business days after the expected day.', { date: paid, days });
  }
  return days === 1 ? t('Paid {{date}}, one business day before the expected day.', { date: paid }) : t('Paid {{date}}, {{days}} business days before the expected day.', { date: paid, days });
}

function Loaded({ timeline }: { timeline: PayTimeline }) {
  const { t } = useTranslation();
  const outcome = outcomeText(timeline, t);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="caption" color="text.secondary" component="div">
          {timeline.paySpeed === 'quick' ? t('Expected payment (quick pay)') : t('Expected payment (standard terms)')}
        </Typography>
        <Typography variant="h6" component="p" data-testid="predicted-pay-date">
          {timeline.predictedPayOn ? formatDate(timeline.predictedPayOn) : t('Not yet known')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {basisText(timeline, t)}
        </Typography>
      </Box>
      {outcome && (
        <Alert severity={timeline.businessDaysLate! > 0 ? 'warning' : 'success'} data-testid="pay-outcome">
          {outcome}
        </Alert>
      )}
      <PayTimelineSteps timeline={timeline} />
    </Box>
  );
}

/** The invoice preview's Pay timeline section: the steps to the money with their times, and when it is expected. */
export function PayTimelinePanel({ invoiceNumber }: { invoiceNumber: string }) {
  const query = usePayTimeline(invoiceNumber);
  return (
    <PreviewSection title={msg('Pay timeline')} testId="pay-timeline">
      {query.isPending ? <ListSpinner /> : query.isError ? <ListError error={query.error} onRetry={() => void query.refetch()} /> : <Loaded timeline={query.data} />}
    </PreviewSection>
  );
}
