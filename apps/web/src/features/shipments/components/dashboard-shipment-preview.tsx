import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link, useNavigate } from 'react-router';
import { ListError, ListSpinner } from '../../../components/list-layout/list-states';
import { paths } from '../../../config/paths';
import { useShipment } from '../api/get-shipment';
import { ActivityList } from './activity-list';
import { ShipmentHeader } from './shipment-header';
import { StopsList } from './stops-list';
import { useTranslation } from '../../../i18n/use-translation';

/** The dashboard's shipment preview (a side drawer; full screen on phones). */
export function DashboardShipmentPreview({ shipmentNumber }: { shipmentNumber: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const narrow = useMediaQuery('(max-width:899.95px)');
  const shipment = useShipment(shipmentNumber);
  const close = () => void navigate(paths.dashboard.shipments.getHref());
  return (
    <Drawer anchor="right" open onClose={close} slotProps={{ paper: { sx: { width: narrow ? '100vw' : 560, maxWidth: '100vw' }, 'aria-label': t('Shipment {{number}} preview', { number: shipmentNumber }) } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle1" sx={{ flex: 1, fontWeight: 700 }}>
          {t('Preview')}
        </Typography>
        <IconButton aria-label={t('Close preview')} onClick={close}>
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ p: 2, display: 'grid', gap: 2, overflowY: 'auto' }}>
        {shipment.error ? (
          <ListError error={shipment.error} />
        ) : !shipment.data ? (
          <ListSpinner label={t('Loading shipment')} />
        ) : (
          <>
            <ShipmentHeader
              shipment={shipment.data}
              actions={
                <Button variant="contained" component={Link} to={paths.shipments.detail.getHref(shipment.data.shipmentNumber)}>
                  {t('Open Shipment')}
                </Button>
              }
            />
            <StopsList shipment={shipment.data} />
            <Typography variant="h6" component="h2">
              {t('Latest Activity')}
            </Typography>
            <ActivityList shipmentId={shipment.data.id} />
          </>
        )}
      </Box>
    </Drawer>
  );
}
