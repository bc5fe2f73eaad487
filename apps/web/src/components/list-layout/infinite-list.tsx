import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ListAnswer } from '@portal/domain/common/api';
import { NO_MORE_RESULTS } from '@portal/domain/common/messages';
import type { InfiniteData } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useRef, type Key, type ReactNode } from 'react';
import { useInView } from '../../lib/use-in-view';
import { ListError, ListNote, ListSpinner } from './list-states';
import { useTranslation } from '../../i18n/use-translation';

/** What the list needs of a useInfiniteQuery result whose pages are list answers. */
export interface InfiniteListQuery<T> {
  data: InfiniteData<ListAnswer<T>, unknown> | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isPending: boolean;
  error: unknown;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => unknown;
  refetch: () => unknown;
}

export interface InfiniteListProps<T> {
  query: InfiniteListQuery<T>;
  /**
   * Keep it stable (useCallback): loaded pages render again only when it changes, which is also how
   * to redraw rows whose look depends on something else (a selection).
   */
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => Key;
  /** Shown when nothing matches, e.g. 'No Matching Invoices Found'. */
  emptyText: string;
  endText?: string;
  /** A row's usual height; lets the browser skip laying out pages that are off screen. */
  estimatedItemHeight?: number;
  label?: string;
}

/** getNextPageParam for one-based page numbers and list answers: the next page while rows remain. */
export function nextListPage<T>(lastPage: ListAnswer<T>, allPages: readonly ListAnswer<T>[]): number | undefined {
  const loaded = allPages.reduce((sum, page) => sum + page.data.length, 0);
  return lastPage.data.length > 0 && loaded < lastPage.totalCount ? allPages.length + 1 : undefined;
}

/**
 * An infinite-scroll list: the next page is appended when the sentinel under the
 * list scrolls into view; 'No More Results' at the end. Each loaded page is one memoised block whose
 * layout the browser skips while it is off screen (content-visibility), so thousands of rows stay
 * smooth without windowing.
 */
export function InfiniteList<T>({
  query,
  renderItem,
  getKey,
  emptyText,
  endText = NO_MORE_RESULTS,
  estimatedItemHeight = 96,
  label,
}: InfiniteListProps<T>) {
  const { t } = useTranslation();
  const pages = query.data?.pages ?? [];
  const itemCount = pages.reduce((sum, page) => sum + page.data.length, 0);
  const canLoadMore = query.hasNextPage && !query.error;
  const [sentinel, sentinelVisible] = useInView({ rootMargin: '600px 0px', disabled: !canLoadMore });

  // Keys never change meaning: an inline getKey must not make every loaded page render again.
  const getKeyRef = useRef(getKey);
  getKeyRef.current = getKey;
  const keyOf = useCallback((item: T) => getKeyRef.current(item), []);

  const fetchNextPage = useRef(query.fetchNextPage);
  fetchNextPage.current = query.fetchNextPage;

  // Re-checked after every page: a short page can leave the sentinel in view without a new intersection.
  useEffect(() => {
    if (sentinelVisible && canLoadMore && !query.isFetchingNextPage) void fetchNextPage.current({ cancelRefetch: false });
  }, [sentinelVisible, canLoadMore, query.isFetchingNextPage, pages.length]);

  if (query.isPending) return <ListSpinner />;
  if (query.error && itemCount === 0) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (itemCount === 0) return <ListNote text={emptyText} testId="list-empty" />;

  return (
    <Box>
      <Box role="list" aria-label={label}>
        {pages.map((page, index) => (
          <PageBlock key={index} items={page.data} renderItem={renderItem} getKey={keyOf} estimatedHeight={page.data.length * estimatedItemHeight} />
        ))}
      </Box>
      <div ref={sentinel} aria-hidden style={{ height: 1 }} />
      {query.isFetchingNextPage && <ListSpinner label={t('Loading more')} />}
      {!!query.error && itemCount > 0 && <ListError error={query.error} onRetry={() => void query.fetchNextPage({ cancelRefetch: false })} />}
      {!query.hasNextPage && !query.error && <ListNote text={endText} testId="list-end" />}
      {canLoadMore && !query.isFetchingNextPage && typeof IntersectionObserver === 'undefined' && (
        <Box sx={{ textAlign: 'center', py: 2 }}>
          <Button onClick={() => void query.fetchNextPage({ cancelRefetch: false })}>{t('Load more')}</Button>
        </Box>
      )}
    </Box>
  );
}

interface PageBlockProps<T> {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => Key;
  estimatedHeight: number;
}

function PageBlockInner<T>({ items, renderItem, getKey, estimatedHeight }: PageBlockProps<T>) {
  return (
    <div style={{ contentVisibility: 'auto', containIntrinsicSize: `auto ${Math.max(estimatedHeight, 1)}px` }}>
      {items.map((item) => (
        <div role="listitem" key={getKey(item)} style={{ paddingBottom: 8 }}>
          {renderItem(item)}
        </div>
      ))}
    </div>
  );
}

// Pages keep their identity across fetches (structural sharing), so appending a page renders only that page.
const PageBlock = memo(PageBlockInner) as typeof PageBlockInner;
