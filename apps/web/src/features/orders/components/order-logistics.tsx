import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Order } from '@portal/domain/orders/order-schemas';
import type { ReactNode } from 'react';

/** The logistics tab: the order's shipment (number, status) and the actions the route module puts there. */
export function OrderLogistics({ order, shipmentActions }: { order: Order; shipmentActions?: ReactNode }) {
  if (!order.shipment) {
    return (
      <Paper sx={{ p: 2 }}>
        <Typography>This order has no shipment yet.</Typography>
      </Paper>
    );
  }
  return (
    <Paper sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Shipment {order.shipment.shipmentNumber}
        </Typography>
        <Chip size="small" label={order.shipment.status.displayName} data-testid="order-shipment-status" />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {order.stops.length} stops, {order.stops[0]?.location.city} to {order.stops.at(-1)?.location.city}
      </Typography>
      {shipmentActions && <Box sx={{ mt: 2 }}>{shipmentActions}</Box>}
    </Paper>
  );
}
