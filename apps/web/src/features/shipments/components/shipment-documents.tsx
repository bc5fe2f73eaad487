import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FileType } from '@portal/domain/documents/file-type';
import { useState } from 'react';
import { useShipmentOrderDropoffs } from '../api/get-order-dropoffs';
import type { ShipmentPanels } from './shipment-panels';
import { useTranslation } from '../../../i18n/use-translation';

interface ShipmentDocumentsProps {
  shipmentId: number;
  readOnly?: boolean;
  panels: ShipmentPanels;
}

/** The documents panel, with a proof-of-delivery upload for each dropoff of the shipment's orders. */
export function ShipmentDocuments({ shipmentId, readOnly = false, panels }: ShipmentDocumentsProps) {
  const { t } = useTranslation();
  const dropoffs = useShipmentOrderDropoffs(shipmentId, !readOnly);
  const [target, setTarget] = useState<{ stopId: number; label: string } | null>(null);
  const rows = (dropoffs.data ?? []).flatMap((order) => order.dropoffs.map((dropoff) => ({ order, dropoff })));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {!readOnly && rows.length > 0 && (
        <Paper variant="outlined" component="section" aria-label={t('Proof of delivery')} sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('Proof of Delivery')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {rows.map(({ order, dropoff }) => {
              const place = dropoff.name.includes(dropoff.city) ? dropoff.state : `${dropoff.city}, ${dropoff.state}`;
              const label = `${order.orderNumber} · ${t('Stop {{number}}', { number: dropoff.stopNumber + 1 })}: ${dropoff.name}, ${place}`;
              return (
                <Box component="li" key={`${order.orderNumber}-${dropoff.stopId}`} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ flex: 1, minWidth: 200 }}>
                    {label}
                  </Typography>
                  <Button
                    variant="outlined"
                    startIcon={<UploadFile />}
                    onClick={() => setTarget({ stopId: dropoff.stopId, label })}
                    aria-label={t('Upload proof of delivery for stop {{number}}', { number: dropoff.stopNumber + 1 })}
                  >
                    {t('Upload POD')}
                  </Button>
                </Box>
              );
            })}
          </Box>
        </Paper>
      )}
      {panels.documents({ shipmentId, readOnly })}
      {panels.upload({
        open: !!target,
        onClose: () => setTarget(null),
        shipmentId,
        orderStopId: target?.stopId,
        defaultFileType: FileType.ProofOfDelivery,
        title: target ? t('Upload Proof of Delivery') : undefined,
      })}
    </Box>
  );
}
