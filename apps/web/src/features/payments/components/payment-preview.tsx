import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { PAYMENT_DETAILS_PAGE_SIZE } from '@portal/domain/common/constants';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '../../../components/invoices/format-money';
import { ListError } from '../../../components/list-layout/list-states';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useDownloadRemittance, type RemittanceFormat } from '../api/download-remittance';
import { usePayment } from '../api/get-payment';
import { usePaymentDetails } from '../api/get-payment-details';
import type { PaymentDetail, PaymentDetailsAnswer, PaymentSummary } from '../types';

const place = (p: { city: string; state: string }) => [p.city, p.state].filter(Boolean).join(', ');

/** One check: its summary, every invoice it paid (20 a page) with totals, and the PDF and CSV remittance. */
export function PaymentPreview({ checkNumber }: { checkNumber: string }) {
  const [page, setPage] = useState(1);
  const payment = usePayment(checkNumber);
  const details = usePaymentDetails(checkNumber, page, !payment.error);
  const download = useDownloadRemittance(checkNumber);
  const [format, setFormat] = useState<RemittanceFormat | null>(null);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });

  const startDownload = (next: RemittanceFormat) => {
    setFormat(next);
    download.mutate(next, { onSettled: () => setFormat(null) });
  };

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 } }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700 }}>
            Payment Remittance
          </Typography>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            Check {checkNumber}
          </Typography>
        </Box>
        <Tooltip title="Close">
          <IconButton component={RouterLink} to={paths.payments.getHref()} aria-label="Close" edge="end">
            <Close />
          </IconButton>
        </Tooltip>
      </Box>

      {payment.error ? (
        <ListError error={payment.error} onRetry={() => void payment.refetch()} />
      ) : (
        <>
          <SummaryCard payment={payment.data} totals={details.data?.totals} />
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', my: 2.5 }}>
            {(['pdf', 'csv'] as const).map((kind) => (
              <Button
                key={kind}
                variant={kind === 'pdf' ? 'contained' : 'outlined'}
                startIcon={format === kind ? <CircularProgress size={16} color="inherit" /> : <Download />}
                disabled={!payment.data || download.isPending}
                onClick={() => startDownload(kind)}
                sx={{ flex: { xs: 1, sm: 'none' } }}
              >
                {kind === 'pdf' ? 'Download PDF' : 'Download CSV'}
              </Button>
            ))}
          </Box>
          <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
            <Typography variant="h6" component="h2" sx={{ px: { xs: 2, sm: 2.5 }, pt: 2, pb: 1 }}>
              Invoices Paid
              {details.data && (
                <Typography component="span" color="text.secondary" sx={{ ml: 1, fontWeight: 500 }}>
                  ({details.data.totalCount})
                </Typography>
              )}
            </Typography>
            {details.error ? (
              <Box sx={{ px: 2 }}>
                <ListError error={details.error} onRetry={() => void details.refetch()} />
              </Box>
            ) : !details.data ? (
              <Box sx={{ p: 2 }}>
                {[0, 1, 2, 3].map((key) => (
                  <Skeleton key={key} height={44} />
                ))}
              </Box>
            ) : details.data.data.length === 0 ? (
              <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
                No invoices on this check
              </Typography>
            ) : narrow ? (
              <DetailCards answer={details.data} />
            ) : (
              <DetailTable answer={details.data} loading={details.isFetching} />
            )}
            {details.data && details.data.totalCount > PAYMENT_DETAILS_PAGE_SIZE && (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
                <Pagination
                  count={Math.ceil(details.data.totalCount / PAYMENT_DETAILS_PAGE_SIZE)}
                  page={page}
                  onChange={(_, next) => setPage(next)}
                  color="primary"
                  shape="rounded"
                />
              </Box>
            )}
          </Paper>
        </>
      )}
    </Box>
  );
}

function SummaryCard({ payment, totals }: { payment?: PaymentSummary; totals?: PaymentDetailsAnswer['totals'] }) {
  const items: { label: string; value: string | undefined; testId?: string }[] = [
    { label: 'Amount', value: payment && formatMoney(payment.amount), testId: 'payment-total' },
    { label: 'Payment Date', value: payment && formatDate(payment.paymentDate) },
    { label: 'Payment Type', value: payment?.paymentType.displayName, testId: 'payment-type' },
    { label: 'Paid To', value: payment?.paidTo.name },
    { label: 'Carrier', value: payment?.carrier.name },
    { label: 'Invoices', value: payment && String(payment.invoiceCount) },
    { label: 'Invoice Total', value: totals && formatMoney(totals.invoiceAmount) },
    { label: 'Deductions', value: totals && formatMoney(totals.deductions) },
  ];
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, p: { xs: 2, sm: 2.5 } }} data-testid="payment-summary">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        {items.map((item) => (
          <Box key={item.label} sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' }}>
              {item.label}
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

function DetailTable({ answer, loading }: { answer: PaymentDetailsAnswer; loading: boolean }) {
  return (
    <Box sx={{ overflowX: 'auto', opacity: loading ? 0.6 : 1 }}>
      <Table size="small" aria-label="Invoices paid">
        <TableHead>
          <TableRow>
            <TableCell>Invoice</TableCell>
            <TableCell>Your Invoice #</TableCell>
            <TableCell>Shipment</TableCell>
            <TableCell>Lane</TableCell>
            <TableCell>Invoice Date</TableCell>
            <TableCell align="right">Invoice Amount</TableCell>
            <TableCell align="right">Deductions</TableCell>
            <TableCell align="right">Paid</TableCell>
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
                {place(row.lane.origin)} → {place(row.lane.destination)}
              </TableCell>
              <TableCell>{row.invoiceDate ? formatDate(row.invoiceDate) : '—'}</TableCell>
              <TableCell align="right">{formatMoney(row.invoiceAmount)}</TableCell>
              <TableCell align="right">{row.deductions ? `-${formatMoney(row.deductions)}` : formatMoney(0)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatMoney(row.paidAmount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow data-testid="payment-totals" sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem', bgcolor: 'action.hover' } }}>
            <TableCell colSpan={5}>Total for check ({answer.totals.invoiceCount} invoices)</TableCell>
            <TableCell align="right">{formatMoney(answer.totals.invoiceAmount)}</TableCell>
            <TableCell align="right">{answer.totals.deductions ? `-${formatMoney(answer.totals.deductions)}` : formatMoney(0)}</TableCell>
            <TableCell align="right">{formatMoney(answer.totals.paidAmount)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}

function DetailCards({ answer }: { answer: PaymentDetailsAnswer }) {
  return (
    <Box sx={{ display: 'grid', gap: 1, p: 1.5 }}>
      {answer.data.map((row: PaymentDetail) => (
        <Paper key={row.invoiceId} variant="outlined" sx={{ p: 1.5, borderRadius: 1.5 }} data-testid="payment-detail-row">
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Link component={RouterLink} to={paths.accounting.preview.getHref(row.invoiceNumber)} sx={{ fontWeight: 700 }}>
              {row.invoiceNumber}
            </Link>
            <Typography sx={{ fontWeight: 700 }}>{formatMoney(row.paidAmount)}</Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            Shipment {row.shipmentNumber} · {place(row.lane.origin)} → {place(row.lane.destination)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Invoice {formatMoney(row.invoiceAmount)}
            {row.deductions ? ` · Deductions -${formatMoney(row.deductions)}` : ''}
            {row.externalInvoiceNumber ? ` · Your # ${row.externalInvoiceNumber}` : ''}
          </Typography>
        </Paper>
      ))}
      <Alert icon={false} severity="info" data-testid="payment-totals" sx={{ fontWeight: 600 }}>
        Total for check ({answer.totals.invoiceCount} invoices): {formatMoney(answer.totals.paidAmount)}
      </Alert>
    </Box>
  );
}
