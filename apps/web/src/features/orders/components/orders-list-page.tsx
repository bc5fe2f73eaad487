import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_CUTOFF_PX } from '@portal/domain/common/constants';
import { NO_MATCHING_RESULTS } from '@portal/domain/common/messages';
import { SHIPPING_MODES } from '@portal/domain/orders/modes';
import type { OrderSummary } from '@portal/domain/orders/order-schemas';
import { ORDER_VIEWS } from '@portal/domain/orders/order-views';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListLayout } from '../../../components/list-layout/list-layout';
import { PagedList } from '../../../components/list-layout/paged-list';
import { useListQueryState } from '../../../components/list-layout/use-list-query-state';
import { paths } from '../../../config/paths';
import { formatDate, formatPlace } from '../../../lib/format';
import { useOrders } from '../api/get-orders';
import { useOrderStatusCounts } from '../api/get-order-status-counts';
import { ORDER_LIST_DEFAULTS, orderListSchema, orderSearchParams } from '../lib/order-list-state';
import { useTranslation } from '../../../i18n/use-translation';

const NARROW_QUERY = `(max-width:${MOBILE_CUTOFF_PX - 0.05}px)`;

function OrderRow({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr auto', md: '150px 130px 1fr 1fr 110px 120px' }, alignItems: 'center' }}>
      <Link component={RouterLink} to={paths.orders.previewTab.getHref(order.orderNumber, 'details')} sx={{ fontWeight: 600 }}>
        {order.orderNumber}
      </Link>
      <Chip size="small" label={t(order.status.displayName)} sx={{ justifySelf: { xs: 'end', md: 'start' } }} />
      <Typography variant="body2">
        <Box component="span" sx={{ color: 'text.secondary', display: { md: 'none' } }}>{t('From')} </Box>
        {formatPlace(order.origin) || '-'}
      </Typography>
      <Typography variant="body2">
        <Box component="span" sx={{ color: 'text.secondary', display: { md: 'none' } }}>{t('To')} </Box>
        {formatPlace(order.destination) || '-'}
      </Typography>
      <Typography variant="body2">{formatDate(order.pickupDate)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t(order.shippingMode)} · {t(order.equipmentMode)}
        {order.shipmentNumber ? ` · ${order.shipmentNumber}` : ''}
      </Typography>
    </Paper>
  );
}

/** /orders: the broker's orders by status with search, shipping modes and 50 a page. */
export function OrdersListPage() {
  const { t } = useTranslation();
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const list = useListQueryState(orderListSchema, ORDER_LIST_DEFAULTS);
  const { state, draft } = list;
  const params = useMemo(() => orderSearchParams(state), [state]);
  const orders = useOrders(params);
  const counts = useOrderStatusCounts();
  const [search, setSearch] = useState(state.search);
  const viewName = ORDER_VIEWS.find((v) => v.key === state.view)?.name ?? 'All';

  return (
    <ListLayout
      views={ORDER_VIEWS.map((v) => ({ key: v.key, label: t(v.name), count: counts.data?.data[v.key] ?? null }))}
      activeView={state.view}
      onViewChange={(key) => list.update({ view: key as typeof state.view })}
      filters={
        <FormGroup aria-label={t('Shipping modes')}>
          {SHIPPING_MODES.map((mode) => (
            <FormControlLabel
              key={mode}
              label={t(mode)}
              control={
                <Checkbox
                  checked={draft.modes.includes(mode)}
                  onChange={(e) => list.setDraft({ ...draft, modes: e.target.checked ? [...draft.modes, mode] : draft.modes.filter((m) => m !== mode) })}
                />
              }
            />
          ))}
        </FormGroup>
      }
      onApply={() => list.apply()}
      onReset={list.reset}
      applyDisabled={!list.isDirty}
      activeFilterCount={state.modes.length > 0 ? 1 : 0}
      toolbar={
        <Box component="form" role="search" onSubmit={(e) => { e.preventDefault(); list.update({ search: search.trim() }); }} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flex: 1, minWidth: 0 }}>
          <TextField size="small" label={t('Search orders')} placeholder={t('Order, shipment, reference or city')} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ width: { xs: '100%', sm: 360 } }} />
          {!narrow && <Box sx={{ flex: 1 }} />}
          <Button component={RouterLink} to={paths.orders.create.getHref()} variant="contained" startIcon={<Add />} aria-label={t('Create order')}>
            {narrow ? t('New') : t('Create order')}
          </Button>
        </Box>
      }
    >
      <PagedList<OrderSummary>
        label={t('{{view}} orders', { view: t(viewName) })}
        items={orders.data?.data}
        totalCount={orders.data?.totalCount ?? 0}
        page={state.page}
        onPageChange={(page) => list.update({ page })}
        loading={orders.isFetching}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        emptyText={state.search || state.modes.length ? t(NO_MATCHING_RESULTS) : t('No orders yet')}
        getKey={(item) => item.id}
        renderItem={(item) => <OrderRow order={item} />}
      />
    </ListLayout>
  );
}
