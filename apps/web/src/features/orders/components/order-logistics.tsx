import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Order } from '@portal/domain/orders/order-schemas';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

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
      {shipmentActions && <Box sx={{ mt: 2 }}>{shipmentActions}</Box>}
    </Paper>
  );
}
