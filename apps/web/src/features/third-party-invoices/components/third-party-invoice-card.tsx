import EastRounded from '@mui/icons-material/EastRounded';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ThirdPartyInvoice } from '@portal/domain/third-party-invoices/third-party-invoice-schemas';
import { memo, type ReactNode } from 'react';
import { formatMoney } from '../../../components/invoices/format-money';
import { InvoiceStatusChip } from '../../../components/invoices/invoice-status-chip';
import { RowLink } from '../../../components/invoices/row-link';
import { paths } from '../../../config/paths';
import { formatDate, formatPlace, initials } from '../../../lib/format';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

function Figure({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        {t(label)}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500 }} noWrap>
        {value}
      </Typography>
    </Box>
  );
}

/** One invoice of the third-party list: carrier, lane, status and the money at a glance. */
export const ThirdPartyInvoiceCard = memo(function ThirdPartyInvoiceCard({ invoice }: { invoice: ThirdPartyInvoice }) {
  const { t } = useTranslation();
  return (
    <RowLink
      to={paths.thirdPartyPayerInvoices.preview.getHref(invoice.invoiceNumber)}
      data-testid="third-party-card"
      data-invoice-number={invoice.invoiceNumber}
      sx={{ display: 'block' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Avatar src={invoice.carrierLogoURL ?? undefined} alt="" variant="rounded" sx={{ width: 40, height: 40, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.9rem' }}>
          {initials({ firstName: invoice.carrierName.split(' ')[0], lastName: invoice.carrierName.split(' ')[1] })}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700 }}>{invoice.invoiceNumber}</Typography>
            <InvoiceStatusChip status={invoice.status.status} label={t(invoice.status.description)} />
            {invoice.actionRequired && (
              <Chip size="small" color="warning" variant="outlined" icon={<ErrorOutline />} label={t('Action Required')} />
            )}
            {invoice.dispute?.open && <Chip size="small" color="warning" label={t('Disputed')} data-testid="disputed-chip" />}
          </Box>
          <Typography variant="body2" color="text.secondary" noWrap>
            {invoice.carrierName}
            {invoice.customerName ? ` · ${invoice.customerName}` : ''}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right', display: { xs: 'none', sm: 'block' } }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {t('Balance Due')}
          </Typography>
          <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>{formatMoney(invoice.balance)}</Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 1.25, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatPlace(invoice.lane.origin)}
        </Typography>
        <EastRounded fontSize="small" color="action" aria-label={t('to')} />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatPlace(invoice.lane.destination)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 1 } }}>
          {t('Shipment {{shipmentNumber}}', { shipmentNumber: invoice.shipmentNumber })} · {t(invoice.shipmentStatus)}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          mt: 1.25,
          gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' },
        }}
      >
        <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
          <Figure label={msg('Balance Due')} value={formatMoney(invoice.balance)} strong />
        </Box>
        <Figure label={msg('Invoice Amount')} value={formatMoney(invoice.invoiceAmount)} />
        <Figure label={msg('Fees & Balance')} value={formatMoney(invoice.feeAndBalance)} />
        <Figure label={msg('Carrier Invoice #')} value={invoice.externalInvoiceNumber || '—'} />
        <Figure label={msg('Load Date')} value={invoice.loadDate ? formatDate(invoice.loadDate) : '—'} />
        <Figure label={msg('Due Date')} value={invoice.dueDateTimeStamp ? formatDate(invoice.dueDateTimeStamp) : '—'} />
        <Figure label={msg('Documents')} value={`${invoice.numberOfUploadedRequiredDocuments}/${invoice.numberOfRequiredDocuments}`} />
      </Box>
    </RowLink>
  );
});
