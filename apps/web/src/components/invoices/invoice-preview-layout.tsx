import Close from '@mui/icons-material/Close';
import EastRounded from '@mui/icons-material/EastRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Lane } from '@portal/domain/invoices/invoice-shared-schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { formatPlace } from '../../lib/format';
import { useTranslation } from '../../i18n/use-translation';
import { msg } from '../../i18n/msg';

interface InvoicePreviewLayoutProps {
  lane?: Lane;
  invoiceNumber: string;
  chip?: ReactNode;
  /** Where the close button goes (the list). */
  closeHref: string;
  /** Above the columns: banners. */
  banners?: ReactNode;
  left: ReactNode;
  right: ReactNode;
}

/** An invoice preview: header (lane, number, status chip, close) over a wide left column and a narrow right one. */
export function InvoicePreviewLayout({ lane, invoiceNumber, chip, closeHref, banners, left, right }: InvoicePreviewLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 } }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {lane ? (
            <Typography
              variant="h5"
              component="h1"
              data-testid="invoice-lane"
              sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, fontSize: { xs: '1.2rem', sm: '1.5rem' } }}
            >
              <span>{formatPlace(lane.origin)}</span>
              <EastRounded color="action" aria-label={t('to')} />
              <span>{formatPlace(lane.destination)}</span>
            </Typography>
          ) : (
            <Skeleton width="60%" height={36} />
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 0.75, flexWrap: 'wrap' }}>
            <Typography color="text.secondary" sx={{ fontWeight: 500 }}>
              {t('Invoice')} <strong data-testid="invoice-number">{invoiceNumber}</strong>
            </Typography>
            {chip}
          </Box>
        </Box>
        <Tooltip title={t('Close')}>
          <IconButton component={Link} to={closeHref} aria-label={t('Close')} edge="end">
            <Close />
          </IconButton>
        </Tooltip>
      </Box>
      {banners}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5, minWidth: 0 }}>{left}</Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5, minWidth: 0, position: { md: 'sticky' }, top: { md: 16 } }}>{right}</Box>
      </Box>
    </Box>
  );
}

/** A titled card of a preview column. */
export function PreviewSection({ title, action, children, testId }: { title: string; action?: ReactNode; children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} data-testid={testId} sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography id={id} variant="h6" component="h2" sx={{ flex: 1 }}>
          {t(title)}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** A label and value row of a summary or details card. */
export function DetailRow({ label, value, strong = false, testId }: { label: string; value: ReactNode; strong?: boolean; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, py: 0.75 }}>
      <Typography variant="body2" color="text.secondary">
        {t(label)}
      </Typography>
      <Typography variant="body2" data-testid={testId} sx={{ fontWeight: strong ? 700 : 500, textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The invoice's shipment, linked to its preview. */
export function ShipmentDetailRow({ shipmentNumber }: { shipmentNumber: string }) {
  return (
    <DetailRow
      label={msg('Shipment')}
      value={
        <MuiLink component={Link} to={paths.allShipments.preview.getHref(shipmentNumber)} data-testid="shipment-link">
          {shipmentNumber}
        </MuiLink>
      }
    />
  );
}

export function PreviewSkeleton() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' } }} role="status" aria-label={t('Loading invoice')}>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={200} />
        <Skeleton variant="rounded" height={160} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={160} />
      </Box>
    </Box>
  );
}
