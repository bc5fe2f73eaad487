import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { PAYMENT_DETAILS_PAGE_SIZE } from '@portal/domain/common/constants';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListError } from '../../../components/list-layout/list-states';
import { paths } from '../../../config/paths';
import { useDownloadRemittance, type RemittanceFormat } from '../api/download-remittance';
import { usePayment } from '../api/get-payment';
import { usePaymentDetails } from '../api/get-payment-details';
import { PaymentDetailCards, PaymentDetailTable } from './payment-details';
import { PaymentSummaryCard } from './payment-summary-card';
import { useTranslation } from '../../../i18n/use-translation';

/** One check: its summary, every invoice it paid (20 a page) with totals, and the PDF and CSV remittance. */
export function PaymentPreview({ checkNumber }: { checkNumber: string }) {
  const { t } = useTranslation();
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
            {t('Payment Remittance')}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('Check {{checkNumber}}', { checkNumber })}
          </Typography>
        </Box>
        <Tooltip title={t('Close')}>
          <IconButton component={RouterLink} to={paths.payments.getHref()} aria-label={t('Close')} edge="end">
            <Close />
          </IconButton>
        </Tooltip>
      </Box>

      {payment.error ? (
        <ListError error={payment.error} onRetry={() => void payment.refetch()} />
      ) : (
        <>
          <PaymentSummaryCard payment={payment.data} totals={details.data?.totals} />
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
                {kind === 'pdf' ? t('Download PDF') : t('Download CSV')}
              </Button>
            ))}
          </Box>
          <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
            <Typography variant="h6" component="h2" sx={{ px: { xs: 2, sm: 2.5 }, pt: 2, pb: 1 }}>
              {t('Invoices Paid')}
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
                {t('No invoices on this check')}
              </Typography>
            ) : narrow ? (
              <PaymentDetailCards answer={details.data} />
            ) : (
              <PaymentDetailTable answer={details.data} loading={details.isFetching} />
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
