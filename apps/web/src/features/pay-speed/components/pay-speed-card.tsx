import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { InvoicePaySpeed } from '@portal/domain/pay-speed/pay-speed-schemas';
import { useTranslation } from '../../../i18n/use-translation';
import { formatMoney } from '../../../lib/format';
import { notifySuccessOf } from '../../../lib/notify';
import { answerMessageOf, translateApiMessage } from '../../../lib/translate-message';
import { useChangePaySpeed } from '../api/change-pay-speed';
import { usePaySpeed } from '../api/get-pay-speed';

/**
 * An invoice's pay speed: standard terms or quick pay within two business days for a fee. The fee
 * is a line of the invoice; its carrier switches here until the proof of delivery is approved.
 */
export function PaySpeedCard({ invoiceId }: { invoiceId: number }) {
  const { t } = useTranslation();
  const query = usePaySpeed(invoiceId);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="pay-speed-title" sx={{ p: 2 }} data-testid="pay-speed-card">
      <Typography id="pay-speed-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('Pay speed')}
      </Typography>
      {query.data ? <PaySpeedBody speed={query.data} /> : query.isError ? <Alert severity="error">{t('The pay speed could not be loaded.')}</Alert> : <Skeleton height={72} />}
    </Paper>
  );
}

function PaySpeedBody({ speed }: { speed: InvoicePaySpeed }) {
  const { t } = useTranslation();
  const change = useChangePaySpeed(speed.invoiceId);
  const quick = speed.paySpeed === 'quick';
  const switchTo = () => notifySuccessOf(change.mutateAsync(quick ? 'standard' : 'quick'), answerMessageOf);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body1" data-testid="pay-speed-current">
        {quick ? t('Quick pay: paid within 2 business days of approval') : t('Standard terms')}
      </Typography>
      <Line label={t('Quick pay fee')} value={formatMoney(speed.quickPayFee)} testId="quick-pay-fee" />
      <Line label={t('Balance due after fees')} value={formatMoney(speed.balanceDue)} testId="pay-speed-balance" />
      {speed.quote && !quick && <QuoteText quote={speed.quote} />}
      {speed.refusal ? (
        <Typography variant="body2" color="text.secondary" data-testid="pay-speed-refusal">
          {translateApiMessage(speed.refusal)}
        </Typography>
      ) : (
        <Box>
          <Button variant={quick ? 'outlined' : 'contained'} onClick={switchTo} disabled={change.isPending}>
            {quick ? t('Switch to standard terms') : t('Switch to quick pay')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

function QuoteText({ quote }: { quote: NonNullable<InvoicePaySpeed['quote']> }) {
  const { t } = useTranslation();
  if (quote.ratePercent === null || quote.fee === null) return <Typography variant="body2">{t('No quick pay fee table is in force yet.')}</Typography>;
  const text =
    quote.ratePercent === 0
      ? t('Quick pay is free for your tier ({{tier}}).', { tier: t(quote.tierLabel) })
      : t('Quick pay today costs {{rate}} % ({{fee}}) for your tier ({{tier}}).', { rate: quote.ratePercent, fee: formatMoney(quote.fee), tier: t(quote.tierLabel) });
  return (
    <Typography variant="body2" data-testid="quick-pay-quote">
      {text}
    </Typography>
  );
}

function Line({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}
