import '@testing-library/jest-dom/vitest';
import type { ListAnswer } from '@portal/domain/common/api';
import { NO_MATCHING_INVOICES, NO_MORE_RESULTS } from '@portal/domain/common/messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/test-utils';
import { InfiniteList, nextListPage } from './infinite-list';

interface Row {
  id: number;
  label: string;
}

/** Every observed element is reported in view at once, as a browser would for a short list. */
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

function rowsPage(total: number, page: number, pageSize: number): ListAnswer<Row> {
  const start = (page - 1) * pageSize;
  const data = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => ({ id: start + i + 1, label: `Invoice ${start + i + 1}` }));
  return { data, totalCount: total };
}

function Invoices({ total, pageSize = 5 }: { total: number; pageSize?: number }) {
  const query = useInfiniteQuery({
    queryKey: ['invoices', total, pageSize],
    queryFn: ({ pageParam }) => Promise.resolve(rowsPage(total, pageParam, pageSize)),
    initialPageParam: 1,
    getNextPageParam: nextListPage,
  });
  return <InfiniteList query={query} renderItem={(row: Row) => <span>{row.label}</span>} getKey={(row) => row.id} emptyText={NO_MATCHING_INVOICES} label="Invoices" />;
}

describe('nextListPage', () => {
  it('asks for the next page while rows remain', () => {
    const first = rowsPage(12, 1, 5);
    expect(nextListPage(first, [first])).toBe(2);
    const third = rowsPage(12, 3, 5);
    expect(nextListPage(third, [first, rowsPage(12, 2, 5), third])).toBeUndefined();
    expect(nextListPage({ data: [], totalCount: 99 }, [first, { data: [], totalCount: 99 }])).toBeUndefined();
  });
});

// MUI and Lexical renders are slow on a loaded machine; the 5 s default is too tight for the first one.
describe('InfiniteList', { timeout: 30_000 }, () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', InViewObserver));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("appends pages as the end comes into view and ends with 'No More Results'", async () => {
    renderWithProviders(<Invoices total={12} />);
    expect(await screen.findByText(NO_MORE_RESULTS)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByText('Invoice 12')).toBeInTheDocument();
  });

  it('shows the configured empty text when nothing matches', async () => {
    renderWithProviders(<Invoices total={0} />);
    expect(await screen.findByText(NO_MATCHING_INVOICES)).toBeInTheDocument();
    expect(screen.queryByText(NO_MORE_RESULTS)).not.toBeInTheDocument();
  });
});
