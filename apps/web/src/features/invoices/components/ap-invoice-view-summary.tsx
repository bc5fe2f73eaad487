import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ApInvoiceCounts } from '@portal/domain/invoices/ap-invoice-schemas';
import { INVOICE_WINDOW_DAYS } from '@portal/domain/common/constants';
import { ACCOUNTING_VIEWS, InvoiceFilterBucket } from '@portal/domain/invoices/payables-invoice-status';
import { formatMoney } from '../../../components/invoices/format-money';
import { BUCKET_COUNT_KEY } from './ap-invoice-list-state';
import { useTranslation } from '../../../i18n/use-translation';

interface ApInvoiceViewSummaryProps {
  counts?: ApInvoiceCounts;
  loading: boolean;
  active: number;
  onSelect: (bucket: number) => void;
}

/** The four views as tiles: the invoice amount and shipment count of each (GET ap-invoices/counts). */
export function ApInvoiceViewSummary({ counts, loading, active, onSelect }: ApInvoiceViewSummaryProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: 1.5, mb: 2 }}>
      {ACCOUNTING_VIEWS.map((view) => {
        const bucket = counts?.[BUCKET_COUNT_KEY[view.bucket]];
        const selected = view.bucket === active;
        return (
          <Paper
            key={view.bucket}
            variant="outlined"
            sx={{ borderRadius: 2, borderColor: selected ? 'primary.main' : 'divider', borderWidth: selected ? 2 : 1, overflow: 'hidden' }}
          >
            <ButtonBase
              onClick={() => onSelect(view.bucket)}
              aria-pressed={selected}
              data-testid={`view-summary-${view.bucket}`}
              sx={{ display: 'block', width: '100%', textAlign: 'left', p: { xs: 1.25, sm: 1.75 } }}
            >
              <Typography variant="overline" color={selected ? 'primary' : 'text.secondary'} sx={{ fontWeight: 700, lineHeight: 1.6 }}>
                {t(view.label)}
              </Typography>
              {loading || !bucket ? (
                <Skeleton width="70%" height={32} />
              ) : (
                <>
                  <Typography variant="h6" component="p" sx={{ fontWeight: 700, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}>
                    {formatMoney(bucket.invoiceAmount)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {bucket.shipmentCount === 1 ? t('1 shipment') : t('{{count}} shipments', { count: bucket.shipmentCount })}
                  </Typography>
                  {view.bucket === InvoiceFilterBucket.Paid && (
                    // Payment Remittance lists checks over its own range; this figure's period is said here.
                    <Typography variant="caption" color="text.secondary" data-testid="paid-period">
                      {t('paid in the last {{count}} days', { count: INVOICE_WINDOW_DAYS })}
                    </Typography>
                  )}
                </>
              )}
            </ButtonBase>
          </Paper>
        );
      })}
    </Box>
  );
}
