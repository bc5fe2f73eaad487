import Box from '@mui/material/Box';
import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { useDeferredValue, useRef, type Key, type ReactNode } from 'react';
import { useStagedRows } from '../../lib/use-staged-rows';
import { ListError, ListNote, ListSpinner } from './list-states';
import { PageFooter } from './page-footer';
import { msg } from '../../i18n/msg';

export interface PagedListProps<T> {
  /** The rows of the current page (server paging: the caller's query asks for page and pageSize). */
  items: readonly T[] | undefined;
  totalCount: number;
  /** More rows match than totalCount: the server stopped counting there ("1,000+"). */
  totalCountCapped?: boolean;
  /** One-based. */
  page: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => Key;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText?: string;
  /** Names the list for assistive technology. */
  label?: string;
}

const NO_MATCHING_RESULTS = msg('No Matching Results');
/** Rows rendered before the first paint: more than a desktop screen shows (use-staged-rows.ts). */
const FIRST_ROWS = 12;

/** A server-paged list (50 per page by default) with MUI pagination under it. */
export function PagedList<T>({
  items,
  totalCount,
  totalCountCapped,
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  onPageChange,
  renderItem,
  getKey,
  loading = false,
  error,
  onRetry,
  emptyText = NO_MATCHING_RESULTS,
  label,
}: PagedListProps<T>) {
  const top = useRef<HTMLDivElement>(null);
  // Rows come from React Query's store, and React renders a store's update at once, in one long
  // task; deferred, they render as a transition, in short slices the browser can interleave.
  const shownItems = useDeferredValue(items);
  const rowCount = useStagedRows(shownItems?.length ?? 0, FIRST_ROWS);

  const changePage = (next: number) => {
    onPageChange(next);
    top.current?.scrollIntoView({ block: 'start' });
  };

  let body: ReactNode;
  if (error) body = <ListError error={error} onRetry={onRetry} />;
  else if (!shownItems) body = <ListSpinner />;
  else if (shownItems.length === 0) body = <ListNote text={emptyText} testId="list-empty" />;
  else
    body = (
      <Box component="ul" aria-label={label} aria-busy={loading} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, opacity: loading ? 0.6 : 1, transition: 'opacity 120ms' }}>
        {shownItems.slice(0, rowCount).map((item, index) => (
          <li key={getKey(item)}>{renderItem(item, index)}</li>
        ))}
      </Box>
    );

  return (
    <Box ref={top} sx={{ scrollMarginTop: 16 }}>
      {body}
      <PageFooter page={page} pageSize={pageSize} totalCount={totalCount} totalCountCapped={totalCountCapped} onPageChange={changePage} />
    </Box>
  );
}
