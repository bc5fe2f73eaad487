import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PagedList } from '../../../components/list-layout/paged-list';
import { paths } from '../../../config/paths';
import { useShipments } from '../api/get-shipments';
import { ShipmentRow } from './shipment-row';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

/** /my-shipments: a driver's assigned shipments, next stop due first, as big cards. */
export function MyShipmentsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const shipments = useShipments({ page });
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('My Shipments')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('Tap a shipment to record arrivals and departures at its stops.')}
      </Typography>
      <PagedList
        label={t('My shipments')}
        items={shipments.data?.data}
        totalCount={shipments.data?.totalCount ?? 0}
        page={page}
        onPageChange={setPage}
        loading={shipments.isFetching}
        error={shipments.error}
        onRetry={() => void shipments.refetch()}
        emptyText={msg('No shipments are assigned to you')}
        getKey={(s) => s.id}
        renderItem={(s) => <ShipmentRow shipment={s} to={paths.myShipments.detail.getHref(s.shipmentNumber)} />}
      />
    </Box>
  );
}
