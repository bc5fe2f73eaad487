import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Order } from '@portal/domain/orders/order-schemas';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';

/** The shipment the order travels on, linked to its page, and the orders travelling with it. */
export function ShipmentLine({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (!order.shipment) return null;
  const others = order.consolidatedOrderNumbers.filter((n) => n !== order.orderNumber);
  return (
    <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="order-shipment-line">
      <Link component={RouterLink} to={paths.allShipments.previewTab.getHref(order.shipment.shipmentNumber, 'details')}>
        {t('Shipment {{shipmentNumber}}', { shipmentNumber: order.shipment.shipmentNumber })}
      </Link>
      {` · ${t(order.shipment.status.displayName)}`}
      {others.length > 0 ? ` · ${t('Travels with orders {{orderNumbers}}', { orderNumbers: others.join(', ') })}` : ''}
    </Typography>
  );
}

/** The logistics tab: the order's shipment (number, status) and the actions the route module puts there. */
export function OrderLogistics({ order, shipmentActions }: { order: Order; shipmentActions?: ReactNode }) {
  const { t } = useTranslation();
  if (!order.shipment) {
    return (
      <Paper sx={{ p: 2 }}>
        <Typography>{t('This order has no shipment yet.')}</Typography>
      </Paper>
    );
  }
  return (
    <Paper sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('Shipment {{shipmentNumber}}', { shipmentNumber: order.shipment.shipmentNumber })}
        </Typography>
        <Chip size="small" label={t(order.shipment.status.displayName)} data-testid="order-shipment-status" />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('{{count}} stops, {{origin}} to {{destination}}', { count: order.stops.length, origin: order.stops[0]?.location.city, destination: order.stops.at(-1)?.location.city })}
      </Typography>
      {order.consolidatedOrderNumbers.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="consolidated-orders">
          {t('Orders on this shipment: {{orderNumbers}}', { orderNumbers: order.consolidatedOrderNumbers.join(', ') })}
        </Typography>
      )}
      {shipmentActions && <Box sx={{ mt: 2 }}>{shipmentActions}</Box>}
    </Paper>
  );
}
