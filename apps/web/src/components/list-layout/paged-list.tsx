import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { useDeferredValue, useRef, type Key, type ReactNode } from 'react';
import { useStagedRows } from '../../lib/use-staged-rows';
import { ListError, ListNote, ListSpinner } from './list-states';
import { useTranslation } from '../../i18n/use-translation';
import { msg } from '../../i18n/msg';

export interface PagedListProps<T> {
  /** The rows of the current page (server paging: the caller's query asks for page and pageSize). */
  items: readonly T[] | undefined;
  totalCount: number;
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

const numberFormat = new Intl.NumberFormat('en-US');

const NO_MATCHING_RESULTS = msg('No Matching Results');
/** Rows rendered before the first paint: more than a desktop screen shows (use-staged-rows.ts). */
const FIRST_ROWS = 12;

/** A server-paged list (50 per page by default) with MUI pagination under it. */
export function PagedList<T>({
  items,
  totalCount,
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
  const { t } = useTranslation();
  const top = useRef<HTMLDivElement>(null);
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  const first = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(totalCount, page * pageSize);
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
      {totalCount > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, pt: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t('{{first}}–{{last}} of {{total}}', { first: numberFormat.format(first), last: numberFormat.format(last), total: numberFormat.format(totalCount) })}
          </Typography>
          {pageCount > 1 && (
            <Pagination count={pageCount} page={Math.min(page, pageCount)} onChange={(_, next) => changePage(next)} color="primary" shape="rounded" siblingCount={1} />
          )}
        </Box>
      )}
    </Box>
  );
}
