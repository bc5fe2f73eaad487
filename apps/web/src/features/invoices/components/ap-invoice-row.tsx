import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ApInvoice } from '@portal/domain/invoices/ap-invoice-schemas';
import { memo } from 'react';
import { formatMoney } from '../../../components/invoices/format-money';
import { InvoiceStatusChip } from '../../../components/invoices/invoice-status-chip';
import { RowLink } from '../../../components/invoices/row-link';
import { formatDate, formatPlace } from '../../../lib/format';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * One invoice of the accounting list: number, lane, amounts, the carrier's own invoice, documents and
 * status. `showCarrier` names whose invoice it is, for a reader who is not that carrier (a factoring
 * company's list holds several carriers' invoices).
 */
export const ApInvoiceRow = memo(function ApInvoiceRow({ invoice, href, showCarrier = false }: { invoice: ApInvoice; href: string; showCarrier?: boolean }) {
  const { t } = useTranslation();
  const docsComplete = invoice.numberOfUploadedRequiredDocuments >= invoice.numberOfRequiredDocuments;
  return (
    <RowLink
      to={href}
      data-testid="invoice-row"
      data-invoice-number={invoice.invoiceNumber}
      sx={{
        display: 'grid',
        alignItems: 'center',
        gap: { xs: 1, md: 1.5 },
        // The narrowest columns still fit beside the rail and the open side panel at 1440 px.
        gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', md: 'minmax(110px, 1fr) minmax(160px, 2.4fr) 104px minmax(96px, 1fr) 84px 100px 24px' },
      }}
    >
      <Box sx={{ minWidth: 0, gridColumn: { xs: 'span 2', md: 'auto' } }}>
        <Typography sx={{ fontWeight: 700 }}>{invoice.invoiceNumber}</Typography>
        {showCarrier && (
          <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap data-testid="invoice-carrier">
            {invoice.carrier.name}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('Shipment {{shipmentNumber}}', { shipmentNumber: invoice.shipmentNumber })}
        </Typography>
      </Box>
      <Box sx={{ display: { xs: 'block', md: 'none' }, justifySelf: 'end' }}>
        <InvoiceStatusChip status={invoice.status.value} label={t(invoice.status.displayName)} />
      </Box>
      <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
          {formatPlace(invoice.lane.origin)} → {formatPlace(invoice.lane.destination)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {invoice.deliveredAt ? t('Delivered {{date}}', { date: formatDate(invoice.deliveredAt) }) : t('Not delivered yet')}
        </Typography>
        {invoice.remitTo && (
          <Typography variant="caption" component="div" sx={{ fontWeight: 600, color: 'primary.main' }} noWrap data-testid="invoice-remit-to">
            {t('Remit to {{name}}', { name: invoice.remitTo.name })}
          </Typography>
        )}
      </Box>
      <Box>
        <Typography variant="caption" color="text.secondary" component="div" noWrap>
          {t('Invoice Amount')}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatMoney(invoice.invoiceAmount)}
        </Typography>
        {invoice.predictedPayOn && (
          <Typography variant="caption" color="text.secondary" component="div" noWrap data-testid="invoice-predicted-pay">
            {t('Pay {{date}}', { date: formatDate(invoice.predictedPayOn) })}
          </Typography>
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {showCarrier ? t('Carrier Invoice') : t('Your Invoice')}
        </Typography>
        <Typography variant="body2" noWrap>
          {invoice.externalInvoiceNumber || invoice.externalInvoiceAmount !== null
            ? [invoice.externalInvoiceNumber, invoice.externalInvoiceAmount !== null ? formatMoney(invoice.externalInvoiceAmount) : null].filter(Boolean).join(' · ')
            : '—'}
        </Typography>
      </Box>
      <Box>
        <Typography variant="caption" color="text.secondary" component="div">
          {t('Documents')}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }} color={docsComplete ? 'success.main' : 'warning.dark'}>
          {invoice.numberOfUploadedRequiredDocuments}/{invoice.numberOfRequiredDocuments}
        </Typography>
      </Box>
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <InvoiceStatusChip status={invoice.status.value} label={t(invoice.status.displayName)} />
      </Box>
      <ChevronRight color="action" sx={{ display: { xs: 'none', md: 'block' } }} />
    </RowLink>
  );
});
