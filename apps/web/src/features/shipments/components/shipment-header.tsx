import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Shipment } from '@portal/domain/shipments/shipment-schemas';
import { lane } from '../lib/format-window';
import { ProgressSteps } from './progress-steps';
import { NeedsUpdateMarker } from './shipment-row';
import { StatusChip } from './status-chip';
import { useTranslation } from '../../../i18n/use-translation';

/** Number, status chip, progress by the spec's grouping and the lane; actions on the right. */
export function ShipmentHeader({ shipment, actions }: { shipment: Shipment; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }} data-testid="shipment-number">
              {t('Shipment #{{number}}', { number: shipment.shipmentNumber })}
            </Typography>
            <StatusChip status={shipment.shipmentStatus} size="medium" />
            {shipment.needsUpdate && <NeedsUpdateMarker />}
          </Box>
          <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 0.5, fontWeight: 500 }}>
            {lane(shipment.origin, shipment.destination)}
            {shipment.totalMiles ? ` · ${shipment.totalMiles.toLocaleString('en-US')} mi` : ''} · {t(shipment.equipmentMode)} {t(shipment.shippingMode)}
          </Typography>
        </Box>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
      </Box>
      <Box sx={{ mt: 2, maxWidth: 560 }}>
        <ProgressSteps status={shipment.shipmentStatus.value} />
      </Box>
    </Paper>
  );
}
