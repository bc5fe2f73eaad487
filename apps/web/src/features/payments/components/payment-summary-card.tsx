import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PaymentSummary, PaymentTotals } from '@portal/domain/payments/payment-schemas';
import { formatMoney } from '../../../components/invoices/format-money';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

/** The check at a glance: amount, date, type, payee, carrier, invoice count and the totals over its invoices. */
export function PaymentSummaryCard({ payment, totals }: { payment?: PaymentSummary; totals?: PaymentTotals }) {
  const { t } = useTranslation();
  const items: { label: string; value: string | undefined; testId?: string }[] = [
    { label: msg('Amount'), value: payment && formatMoney(payment.amount), testId: 'payment-total' },
    { label: msg('Payment Date'), value: payment && formatDate(payment.paymentDate) },
    { label: msg('Payment Type'), value: payment && t(payment.paymentType.displayName), testId: 'payment-type' },
    { label: msg('Paid To'), value: payment?.paidTo.name },
    { label: msg('Carrier'), value: payment?.carrier.name },
    { label: msg('Invoices'), value: payment && String(payment.invoiceCount) },
    { label: msg('Invoice Total'), value: totals && formatMoney(totals.invoiceAmount) },
    { label: msg('Deductions'), value: totals && formatMoney(totals.deductions) },
  ];
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, p: { xs: 2, sm: 2.5 } }} data-testid="payment-summary">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        {items.map((item) => (
          <Box key={item.label} sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' }}>
              {t(item.label)}
            </Typography>
            {item.value === undefined ? (
              <Skeleton width="70%" />
            ) : (
              <Typography data-testid={item.testId} sx={{ fontWeight: item.label === 'Amount' ? 700 : 500, fontSize: item.label === 'Amount' ? '1.25rem' : undefined, overflowWrap: 'anywhere' }}>
                {item.value}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
