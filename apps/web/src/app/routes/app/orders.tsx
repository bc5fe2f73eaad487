import { Navigate, useLocation, useParams } from 'react-router';
import { ListError, ListSpinner } from '../../../components/list-layout/list-states';
import { ORDER_PREVIEW_TABS, paths, type OrderPreviewTab } from '../../../config/paths';
import { useOrder } from '../../../features/orders/api/get-order';
import { OrderFormPage } from '../../../features/orders/components/order-form-page';
import { OrderPreviewPage } from '../../../features/orders/components/order-preview-page';
import { OrdersListPage } from '../../../features/orders/components/orders-list-page';
import { useSession } from '../../../lib/session';
import { orderPanels } from './order-panels';
import { readQuoteOrderDraft } from '@portal/domain/rates/quick-quote';
import { orderFormFromQuote } from '../../../features/orders/lib/order-from-quote';
import { QuoteOrderNotice } from '../../../features/quotes/components/quote-order-notice';

/** /orders/create, filled from a quick quote when the page was opened from one (its navigation state). */
function CreateOrder({ customerName }: { customerName: string }) {
  const { state } = useLocation();
  const draft = readQuoteOrderDraft(state);
  if (!draft) return <OrderFormPage customerName={customerName} />;
  return <OrderFormPage key={draft.quoteId ?? 'quote'} customerName={customerName} initialValues={orderFormFromQuote(draft)} notice={<QuoteOrderNotice draft={draft} />} />;
}

function EditOrder({ orderNumber, customerName }: { orderNumber: string; customerName: string }) {
  const order = useOrder(orderNumber);
  if (order.error) return <ListError error={order.error} onRetry={() => void order.refetch()} />;
  if (!order.data) return <ListSpinner label="Loading order" />;
  return <OrderFormPage key={`${order.data.orderNumber}-${order.data.version}`} order={order.data} customerName={order.data.customerName || customerName} />;
}

/**
 * The orders area: /orders (the list), /orders/create, /orders/{orderNumber}/edit and
 * /orders/{orderNumber}/preview[/details|logistics|history|documents] (/preview alone opens details).
 */
export function Component() {
  const { orderNumber } = useParams();
  const { pathname } = useLocation();
  const { user } = useSession();
  const customerName = user?.companyName ?? '';
  const last = decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '');

  if (!orderNumber) return last === 'create' ? <CreateOrder customerName={customerName} /> : <OrdersListPage />;
  if (last === 'edit') return <EditOrder orderNumber={orderNumber} customerName={customerName} />;
  const tab = (ORDER_PREVIEW_TABS as readonly string[]).includes(last) ? (last as OrderPreviewTab) : null;
  if (!tab) return <Navigate to={paths.orders.previewTab.getHref(orderNumber, 'details')} replace />;
  return <OrderPreviewPage key={orderNumber} orderNumber={orderNumber} tab={tab} panels={orderPanels} />;
}
