import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ShipmentSummary } from '@portal/domain/shipments/shipment-schemas';
import { formatWindow } from '../lib/format-window';
import { ProgressSteps } from './progress-steps';
import { StatusChip } from './status-chip';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

/**
 * Marks a shipment whose next stop is overdue (spec: needs updates). Its words are on screen, so it
 * has no tooltip repeating them: on a list of overdue shipments fifty tooltips were fifty Poppers to
 * mount after the first paint.
 */
export function NeedsUpdateMarker() {
  const { t } = useTranslation();
  return (
    <Box component="span" data-testid="needs-update" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'error.main', fontSize: 12, fontWeight: 700 }}>
      <ErrorOutline sx={{ fontSize: 18 }} aria-hidden />
      {t('Needs Update')}
    </Box>
  );
}

function Place({ label, city, state, window }: { label: string; city: string; state: string; window: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.4, fontWeight: 600 }}>
        {t(label)}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
        {city}, {state}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {window || '—'}
      </Typography>
    </Box>
  );
}

/**
 * One shipment of a list: number, status chip, progress, lane with pickup and delivery windows, and
 * the needs-update marker. A grid row at desktop width, a card on phones.
 *
 * Memoized: a row is some thirty styled MUI elements, and a list re-renders whenever its page does
 * (the view counts arriving, the rest of a staged page, a tooltip turning on). React Query keeps an
 * unchanged shipment the same object, so those re-renders skip every row that did not change; the
 * row's own hooks still follow the language and the theme.
 */
export const ShipmentRow = memo(function ShipmentRow({ shipment, to, footer }: { shipment: ShipmentSummary; to: string; footer?: ReactNode }) {
  const { t } = useTranslation();
  const pickup = formatWindow(shipment.pickupEarly, shipment.pickupLate, shipment.originTimeZone);
  const delivery = formatWindow(shipment.deliveryEarly, shipment.deliveryLate, shipment.destinationTimeZone);
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden', borderColor: shipment.needsUpdate ? 'error.light' : 'divider' }}>
      <CardActionArea component={Link} to={to} data-testid="shipment-row" aria-label={t('Shipment {{number}}', { number: shipment.shipmentNumber })}>
        <Box
          sx={{
            display: 'grid',
            alignItems: 'center',
            gap: { xs: 1.25, md: 2 },
            p: { xs: 1.5, md: 1.75 },
            gridTemplateColumns: { xs: '1fr', md: '150px 150px minmax(0,1fr) minmax(0,1fr) 130px' },
          }}
        >
          <Box sx={{ display: 'flex', alignItems: { xs: 'center', md: 'flex-start' }, flexDirection: { xs: 'row', md: 'column' }, gap: 0.75, justifyContent: 'space-between' }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
              #{shipment.shipmentNumber}
            </Typography>
            <StatusChip status={shipment.status} />
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <ProgressSteps status={shipment.status.value} compact />
            <Typography variant="caption" color="text.secondary">
              {t(shipment.equipmentMode)} · {t(shipment.shippingMode)}
            </Typography>
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, gridColumn: { md: 'span 2' } }}>
            <Place label={msg('Pickup')} city={shipment.origin.city} state={shipment.origin.state} window={pickup} />
            <Place label={msg('Delivery')} city={shipment.destination.city} state={shipment.destination.state} window={delivery} />
          </Box>
          <Box sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, alignItems: { xs: 'center', md: 'flex-end' }, justifyContent: 'space-between', gap: 0.5 }}>
            <Box sx={{ display: { xs: 'block', md: 'none' }, flex: 1, maxWidth: 160 }}>
              <ProgressSteps status={shipment.status.value} compact />
            </Box>
            {shipment.needsUpdate ? <NeedsUpdateMarker /> : <Typography variant="caption" color="text.secondary">{shipment.truckNumber ? t('Truck {{number}}', { number: shipment.truckNumber }) : ''}</Typography>}
          </Box>
        </Box>
        {footer}
      </CardActionArea>
    </Paper>
  );
});
