import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ListError } from '../../../components/list-layout/list-states';
import { useOrderRequirements } from '../api/get-order-requirements';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

function Chips({ label, values }: { label: string; values: readonly string[] }) {
  const { t } = useTranslation();
  if (values.length === 0) return null;
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {t(label)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 0.5 }}>
        {values.map((value) => <Chip key={value} label={t(value)} size="small" variant="outlined" />)}
      </Box>
    </Box>
  );
}

/** The shipment's requirements and those of the orders behind it. */
export function RequirementsPanel({ shipmentId, requirements }: { shipmentId: number; requirements: readonly string[] }) {
  const { t } = useTranslation();
  const orders = useOrderRequirements(shipmentId);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Chips label={msg('Shipment')} values={requirements} />
      {orders.error ? (
        <ListError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : !orders.data ? (
        <Skeleton variant="rounded" height={64} />
      ) : (
        orders.data.data.map((order) => (
          <Paper key={order.orderId} variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('Order {{number}}', { number: order.orderNumber })}
            </Typography>
            <Chips label={msg('Requirements')} values={order.requirements} />
            <Chips label={msg('Accessorials')} values={order.accessorials} />
            <Chips label={msg('Equipment')} values={order.equipmentTypes} />
            <Chips label={msg('Flags')} values={[order.isTeamRequired ? t('Team required') : '', order.isJustInTime ? t('Just in time') : '', order.reeferTemperature !== null ? t('Reefer {{temperature}}°F {{mode}}', { temperature: order.reeferTemperature, mode: order.reeferMode ? t(order.reeferMode) : '' }).trim() : ''].filter(Boolean)} />
            {order.specialInstructions && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                <strong>{t('Special instructions:')}</strong> {order.specialInstructions}
              </Typography>
            )}
          </Paper>
        ))
      )}
      {requirements.length === 0 && orders.data && orders.data.data.every((o) => o.requirements.length === 0 && o.accessorials.length === 0) && (
        <Typography color="text.secondary">{t('No special requirements')}</Typography>
      )}
    </Box>
  );
}
