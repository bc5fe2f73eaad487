import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import type { QueryParams } from '@portal/domain/common/query-string';
import { SHIPPING_MODES } from '@portal/domain/orders/modes';
import { ORDER_VIEW_KEYS, type OrderViewKey } from '@portal/domain/orders/order-views';
import { z } from 'zod';
import { listQuerySchema, queryArray, type ListQueryState } from '../../../components/list-layout/list-query-codec';

/** The order list in the URL: view, search, shipping modes and page. */
export const orderListSchema = listQuerySchema({
  view: z.enum(ORDER_VIEW_KEYS),
  search: z.string().max(60),
  modes: queryArray(z.enum(SHIPPING_MODES)),
  page: z.coerce.number().int().min(1),
});
export type OrderListState = ListQueryState<typeof orderListSchema>;

export const ORDER_LIST_DEFAULTS: OrderListState = { view: 'all' as OrderViewKey, search: '', modes: [], page: 1 };

export function orderSearchParams(state: OrderListState): QueryParams {
  return { view: state.view, query: state.search || undefined, shippingModes: state.modes.length ? state.modes.join(',') : undefined, page: state.page, pageSize: DEFAULT_PAGE_SIZE };
}
