import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ListError } from '../../../components/list-layout/list-states';
import { useOrderRequirements } from '../api/get-order-requirements';

function Chips({ label, values }: { label: string; values: readonly string[] }) {
  if (values.length === 0) return null;
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 0.5 }}>
        {values.map((value) => <Chip key={value} label={value} size="small" variant="outlined" />)}
      </Box>
    </Box>
  );
}

/** The shipment's requirements and those of the orders behind it. */
export function RequirementsPanel({ shipmentId, requirements }: { shipmentId: number; requirements: readonly string[] }) {
  const orders = useOrderRequirements(shipmentId);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Chips label="Shipment" values={requirements} />
      {orders.error ? (
        <ListError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : !orders.data ? (
        <Skeleton variant="rounded" height={64} />
      ) : (
        orders.data.data.map((order) => (
          <Paper key={order.orderId} variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              Order {order.orderNumber}
            </Typography>
            <Chips label="Requirements" values={order.requirements} />
            <Chips label="Accessorials" values={order.accessorials} />
            <Chips label="Equipment" values={order.equipmentTypes} />
            <Chips label="Flags" values={[order.isTeamRequired ? 'Team required' : '', order.isJustInTime ? 'Just in time' : '', order.reeferTemperature !== null ? `Reefer ${order.reeferTemperature}°F ${order.reeferMode ?? ''}`.trim() : ''].filter(Boolean)} />
            {order.specialInstructions && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                <strong>Special instructions:</strong> {order.specialInstructions}
              </Typography>
            )}
          </Paper>
        ))
      )}
      {requirements.length === 0 && orders.data && orders.data.data.every((o) => o.requirements.length === 0 && o.accessorials.length === 0) && (
        <Typography color="text.secondary">No special requirements</Typography>
      )}
    </Box>
  );
}
