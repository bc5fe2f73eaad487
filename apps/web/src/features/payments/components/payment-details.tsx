import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PaymentDetailsAnswer } from '@portal/domain/payments/payment-schemas';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '../../../components/invoices/format-money';
import { paths } from '../../../config/paths';
import { formatDate, formatPlace } from '../../../lib/format';
import { useTranslation } from '../../../i18n/use-translation';

const deductions = (amount: number) => (amount ? `-${formatMoney(amount)}` : formatMoney(0));

/** The invoices a check paid as a table (wide screens), with the totals over the whole check. */
export function PaymentDetailTable({ answer, loading }: { answer: PaymentDetailsAnswer; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ overflowX: 'auto', opacity: loading ? 0.6 : 1 }}>
      <Table size="small" aria-label={t('Invoices paid')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Invoice')}</TableCell>
            <TableCell>{t('Your Invoice #')}</TableCell>
            <TableCell>{t('Shipment')}</TableCell>
            <TableCell>{t('Lane')}</TableCell>
            <TableCell>{t('Invoice Date')}</TableCell>
            <TableCell align="right">{t('Invoice Amount')}</TableCell>
            <TableCell align="right">{t('Deductions')}</TableCell>
            <TableCell align="right">{t('Paid')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {answer.data.map((row) => (
            <TableRow key={row.invoiceId} hover data-testid="payment-detail-row">
              <TableCell>
                <Link component={RouterLink} to={paths.accounting.preview.getHref(row.invoiceNumber)} sx={{ fontWeight: 600 }}>
                  {row.invoiceNumber}
                </Link>
              </TableCell>
              <TableCell>{row.externalInvoiceNumber ?? '—'}</TableCell>
              <TableCell>{row.shipmentNumber}</TableCell>
              <TableCell>
                {formatPlace(row.lane.origin)} → {formatPlace(row.lane.destination)}
              </TableCell>
              <TableCell>{row.invoiceDate ? formatDate(row.invoiceDate) : '—'}</TableCell>
              <TableCell align="right">{formatMoney(row.invoiceAmount)}</TableCell>
              <TableCell align="right">{deductions(row.deductions)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatMoney(row.paidAmount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow data-testid="payment-totals" sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem', bgcolor: 'action.hover' } }}>
            <TableCell colSpan={5}>{t('Total for check ({{count}} invoices)', { count: answer.totals.invoiceCount })}</TableCell>
            <TableCell align="right">{formatMoney(answer.totals.invoiceAmount)}</TableCell>
            <TableCell align="right">{deductions(answer.totals.deductions)}</TableCell>
            <TableCell align="right">{formatMoney(answer.totals.paidAmount)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}

/** The invoices a check paid as cards (narrow screens), with the check's total. */
export function PaymentDetailCards({ answer }: { answer: PaymentDetailsAnswer }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1, p: 1.5 }}>
      {answer.data.map((row) => (
        <Paper key={row.invoiceId} variant="outlined" sx={{ p: 1.5, borderRadius: 1.5 }} data-testid="payment-detail-row">
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Link component={RouterLink} to={paths.accounting.preview.getHref(row.invoiceNumber)} sx={{ fontWeight: 700 }}>
              {row.invoiceNumber}
            </Link>
            <Typography sx={{ fontWeight: 700 }}>{formatMoney(row.paidAmount)}</Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('Shipment {{shipmentNumber}}', { shipmentNumber: row.shipmentNumber })} · {formatPlace(row.lane.origin)} → {formatPlace(row.lane.destination)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('Invoice {{amount}}', { amount: formatMoney(row.invoiceAmount) })}
            {row.deductions ? ` · ${t('Deductions -{{amount}}', { amount: formatMoney(row.deductions) })}` : ''}
            {row.externalInvoiceNumber ? ` · ${t('Your # {{number}}', { number: row.externalInvoiceNumber })}` : ''}
          </Typography>
        </Paper>
      ))}
      <Alert icon={false} severity="info" data-testid="payment-totals" sx={{ fontWeight: 600 }}>
        {t('Total for check ({{count}} invoices)', { count: answer.totals.invoiceCount })}: {formatMoney(answer.totals.paidAmount)}
      </Alert>
    </Box>
  );
}
