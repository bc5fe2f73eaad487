import { PagedList, type PagedListProps } from './paged-list';

export interface QueryPagedListProps<T> extends Omit<PagedListProps<T>, 'items' | 'totalCount' | 'loading' | 'error' | 'onRetry'> {
  /** The page's query: its answer, fetching state, failure and retry. */
  query: { data?: { data: T[]; totalCount: number }; isFetching: boolean; error: unknown; refetch: () => unknown };
}

/** A server-paged list fed by one page query (accounting, payments, lanes, drivers). */
export function QueryPagedList<T>({ query, ...list }: QueryPagedListProps<T>) {
  return (
    <PagedList
      {...list}
      items={query.data?.data}
      totalCount={query.data?.totalCount ?? 0}
      loading={query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
