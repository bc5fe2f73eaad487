import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import type { BackOfficeInvoice } from '@portal/domain/back-office/back-office-schemas';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '../../../components/invoices/format-money';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate, formatPlace } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { deskRowSx } from './desk-row';

interface BackOfficeInvoiceRowProps {
  invoice: BackOfficeInvoice;
  /** Before the invoice: a checkbox that picks it for a payment. */
  leading?: ReactNode;
  /** After the amounts: the row's action (Approve) or what was done (the check). */
  action?: ReactNode;
  /** Under the invoice: why the row's action is not offered, or who approved it. */
  note?: ReactNode;
}

/** The shipment number, as a link to the shipment where the user may open shipments. */
function ShipmentRef({ shipmentNumber }: { shipmentNumber: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const text = t('Shipment {{number}}', { number: shipmentNumber });
  if (!canAccess(user, ROUTE_ACCESS.allShipments)) return <>{text}</>;
  return (
    <Link component={RouterLink} to={paths.allShipments.preview.getHref(shipmentNumber)}>
      {text}
    </Link>
  );
}

/** The documents the invoice needs, uploaded of required; green when complete. */
function DocumentsChip({ uploaded, required }: { uploaded: number; required: number }) {
  const { t } = useTranslation();
  const complete = uploaded >= required;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={complete ? 'success' : 'warning'}
      icon={<DescriptionOutlined />}
      label={t('Documents {{uploaded}} of {{required}}', { uploaded, required })}
      data-testid="invoice-documents"
    />
  );
}

/** One carrier invoice of the back office: who, which load, the carrier's own figures, documents and the amount. */
export const BackOfficeInvoiceRow = memo(function BackOfficeInvoiceRow({ invoice, leading, action, note }: BackOfficeInvoiceRowProps) {
  const { t } = useTranslation();
  const lane = `${formatPlace(invoice.lane.origin)} → ${formatPlace(invoice.lane.destination)}`;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={t('Invoice {{number}}', { number: invoice.invoiceNumber })}
      data-testid="back-office-invoice"
      data-invoice-number={invoice.invoiceNumber}
      sx={deskRowSx({ xs: leading ? 'auto 1fr' : '1fr', md: `${leading ? 'auto ' : ''}minmax(0, 2fr) minmax(0, 1fr) auto` })}
    >
      {leading}
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
            {invoice.invoiceNumber}
          </Typography>
          <Typography variant="body2">{invoice.carrier.name}</Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          <ShipmentRef shipmentNumber={invoice.shipmentNumber} /> · {lane}
          {invoice.deliveredAt ? ` · ${t('Delivered {{date}}', { date: formatDate(invoice.deliveredAt) })}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("Carrier's invoice {{number}} for {{amount}}", {
            number: invoice.externalInvoiceNumber ?? '—',
            amount: formatMoney(invoice.externalInvoiceAmount),
          })}
        </Typography>
        {note && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {note}
          </Typography>
        )}
      </Box>
      <Box sx={{ gridColumn: { xs: leading ? '2' : '1', md: 'auto' }, display: 'flex', flexDirection: 'column', alignItems: { xs: 'flex-start', md: 'flex-end' }, gap: 0.5 }}>
        <Typography sx={{ fontWeight: 700 }} data-testid="invoice-amount">
          {formatMoney(invoice.invoiceAmount)}
        </Typography>
        {invoice.feeAmount > 0 && (
          <Typography variant="caption" color="text.secondary">
            {t('Pays {{amount}} after deductions', { amount: formatMoney(invoice.balanceDue) })}
          </Typography>
        )}
        {invoice.predictedPayOn && (
          <Typography variant="caption" color="text.secondary" data-testid="invoice-predicted-pay">
            {t('Pay {{date}}', { date: formatDate(invoice.predictedPayOn) })}
          </Typography>
        )}
        <DocumentsChip uploaded={invoice.numberOfUploadedRequiredDocuments} required={invoice.numberOfRequiredDocuments} />
      </Box>
      {action && <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, justifySelf: { xs: 'stretch', md: 'end' } }}>{action}</Box>}
    </Paper>
  );
});
