import ChevronRight from '@mui/icons-material/ChevronRight';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { PaymentSummary } from '@portal/domain/payments/payment-schemas';
import { memo } from 'react';
import { formatMoney } from '../../../components/invoices/format-money';
import { RowLink } from '../../../components/invoices/row-link';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../i18n/use-translation';

/** The columns of the payments list on wide screens (its heading row uses them too). */
export const PAYMENT_COLUMNS = 'minmax(120px, 1fr) 110px minmax(160px, 1.5fr) minmax(120px, 1fr) 70px 120px 24px';

/** One check of the payments list: number, date, payee, type, invoices and amount. */
export const PaymentRow = memo(function PaymentRow({ payment }: { payment: PaymentSummary }) {
  const { t } = useTranslation();
  return (
    <RowLink
      to={paths.payments.preview.getHref(payment.checkNumber)}
      data-testid="payment-row"
      data-check-number={payment.checkNumber}
      sx={{
        display: 'grid',
        alignItems: 'center',
        gap: { xs: 0.5, md: 2 },
        gridTemplateColumns: { xs: '1fr auto', md: PAYMENT_COLUMNS },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <ReceiptLongOutlined color="primary" fontSize="small" />
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {payment.checkNumber}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ order: { xs: 3, md: 0 } }}>
        {formatDate(payment.paymentDate)}
      </Typography>
      <Box sx={{ minWidth: 0, order: { xs: 5, md: 0 }, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <Typography variant="body2" noWrap color="text.secondary">
          {payment.paidTo.name}
        </Typography>
        {/* A check paid to a factoring company is for one carrier's invoices: name that carrier. */}
        {payment.paidTo.id !== payment.carrier.id && (
          <Typography variant="body2" noWrap sx={{ fontWeight: 500 }} data-testid="payment-carrier">
            {t('for {{carrier}}', { carrier: payment.carrier.name })}
          </Typography>
        )}
      </Box>
      <Box sx={{ order: { xs: 4, md: 0 }, justifySelf: { xs: 'end', md: 'start' } }}>
        <Chip size="small" variant="outlined" label={t(payment.paymentType.displayName)} />
      </Box>
      <Typography variant="body2" sx={{ textAlign: 'right', display: { xs: 'none', md: 'block' } }}>
        {payment.invoiceCount}
      </Typography>
      <Typography sx={{ fontWeight: 700, textAlign: 'right', order: { xs: 2, md: 0 } }} data-testid="payment-amount">
        {formatMoney(payment.amount)}
      </Typography>
      <ChevronRight color="action" sx={{ display: { xs: 'none', md: 'block' } }} />
    </RowLink>
  );
});
