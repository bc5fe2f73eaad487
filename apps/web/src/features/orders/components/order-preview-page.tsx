import ContentCopy from '@mui/icons-material/ContentCopy';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { isOrderEditable } from '@portal/domain/orders/order-views';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListError, ListSpinner } from '../../../components/list-layout/list-states';
import { paths, type OrderPreviewTab } from '../../../config/paths';
import { useOrder } from '../api/get-order';
import { BolButton } from './bol-button';
import { DuplicateOrderDialog } from './duplicate-order-dialog';
import { OrderDetails } from './order-details';
import { OrderHistory } from './order-history';
import { OrderLogistics, ShipmentLine } from './order-logistics';
import { OrderShipmentActions } from './order-shipment-actions';
import type { OrderPanels } from './order-panels';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

const TAB_LABELS: Record<OrderPreviewTab, string> = { details: msg('Details'), logistics: msg('Logistics'), history: msg('History'), documents: msg('Documents') };

/** /orders/{orderNumber}/preview/{tab}: the order's header and actions, and its tabs as routes. */
export function OrderPreviewPage({ orderNumber, tab, panels }: { orderNumber: string; tab: OrderPreviewTab; panels: OrderPanels }) {
  const { t } = useTranslation();
  const order = useOrder(orderNumber);
  const [duplicating, setDuplicating] = useState(false);
  if (order.error) return <ListError error={order.error} onRetry={() => void order.refetch()} />;
  if (!order.data) return <ListSpinner label={t('Loading order')} />;
  const data = order.data;
  // An order travelling with others changes only through the shared shipment's stop times (decision 0296).
  const editable = isOrderEditable(data.status.value) && data.consolidatedOrderNumbers.length === 0;

  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <Typography variant="h5" component="h2">
            {t('Order {{orderNumber}}', { orderNumber: data.orderNumber })} <Chip size="small" label={t(data.status.displayName)} sx={{ ml: 1, verticalAlign: 'middle' }} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('{{origin}} to {{destination}}', { origin: `${data.stops[0]?.location.city}, ${data.stops[0]?.location.state}`, destination: `${data.stops.at(-1)?.location.city}, ${data.stops.at(-1)?.location.state}` })} · {data.customerName}
          </Typography>
          <ShipmentLine order={data} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          {editable && (
            <Button component={RouterLink} to={paths.orders.edit.getHref(data.orderNumber)} startIcon={<Edit />} variant="outlined">
              {t('Edit')}
            </Button>
          )}
          <Button startIcon={<ContentCopy />} variant="outlined" onClick={() => setDuplicating(true)}>
            {t('Duplicate')}
          </Button>
          <BolButton orderNumber={data.orderNumber} viewDocument={panels.viewDocument} />
          <OrderShipmentActions order={data} />
        </Box>
      </Box>
      <Tabs value={tab} aria-label={t('Order sections')} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
        {(Object.keys(TAB_LABELS) as OrderPreviewTab[]).map((key) => (
          <Tab key={key} value={key} label={t(TAB_LABELS[key])} component={RouterLink} to={paths.orders.previewTab.getHref(data.orderNumber, key)} />
        ))}
      </Tabs>
      {tab === 'details' && <OrderDetails order={data} />}
      {tab === 'logistics' && <OrderLogistics order={data} shipmentActions={panels.shipmentActions?.(data)} />}
      {tab === 'history' && <OrderHistory orderNumber={data.orderNumber} />}
      {tab === 'documents' && panels.documents(data)}
      <DuplicateOrderDialog orderNumber={data.orderNumber} open={duplicating} onClose={() => setDuplicating(false)} />
    </Box>
  );
}
