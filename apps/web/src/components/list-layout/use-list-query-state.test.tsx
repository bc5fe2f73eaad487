import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listQuerySchema, parseListQuery, queryArray, queryBoolean, queryEnum, queryInteger, queryText, writeListQuery, type ListQueryState } from './list-query-codec';
import { useListQueryState } from './use-list-query-state';

const schema = listQuerySchema({
  view: z.enum(['actionRequired', 'draft', 'all']),
  query: z.string(),
  statuses: queryArray(z.coerce.number().int()),
  isAuditable: queryBoolean(),
  page: z.coerce.number().int().min(1),
});
type State = ListQueryState<typeof schema>;
const defaults: State = { view: 'actionRequired', query: '', statuses: [5, 6], isAuditable: true, page: 1 };

describe('list query codec', () => {
  it('leaves defaults out of the URL and keeps unrelated keys', () => {
    const params = writeListQuery(schema, defaults, { ...defaults, view: 'all', statuses: [1, 2], isAuditable: false }, new URLSearchParams('tab=x'));
    expect(params.toString()).toBe('tab=x&view=all&statuses=1&statuses=2&isAuditable=false');
    expect(writeListQuery(schema, defaults, defaults, new URLSearchParams()).toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const state: State = { view: 'draft', query: 'dallas tx', statuses: [7], isAuditable: false, page: 3 };
    expect(parseListQuery(schema, defaults, writeListQuery(schema, defaults, state, new URLSearchParams()))).toEqual(state);
  });

  it('writes an emptied list so it is not read back as the default', () => {
    const params = writeListQuery(schema, defaults, { ...defaults, statuses: [] }, new URLSearchParams());
    expect(params.toString()).toBe('statuses=');
    expect(parseListQuery(schema, defaults, params).statuses).toEqual([]);
  });

  it('falls back to the default for each value it cannot read', () => {
    const state = parseListQuery(schema, defaults, new URLSearchParams('view=bogus&page=zero&isAuditable=maybe&query=ok&statuses=x'));
    expect(state).toEqual({ ...defaults, query: 'ok' });
  });
});

describe('list query codec, with its own helpers (no Zod)', () => {
  const mini = listQuerySchema({
    view: queryEnum(['booking', 'tracking']),
    query: queryText(5),
    statuses: queryArray(queryInteger()),
    needsUpdates: queryBoolean(),
    page: queryInteger(1),
  });
  const miniDefaults = { view: 'booking' as const, query: '', statuses: [4, 5], needsUpdates: true, page: 1 };

  it('reads what it wrote', () => {
    const state = { view: 'tracking' as const, query: 'tx', statuses: [3], needsUpdates: false, page: 2 };
    expect(parseListQuery(mini, miniDefaults, writeListQuery(mini, miniDefaults, state, new URLSearchParams()))).toEqual(state);
  });

  it('falls back to the default for each value out of its range', () => {
    const params = new URLSearchParams('view=all&query=toolong&statuses=1.5&needsUpdates=yes&page=0');
    expect(parseListQuery(mini, miniDefaults, params)).toEqual(miniDefaults);
    expect(parseListQuery(mini, miniDefaults, new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('reads numbers as Zod coerce did, and a list only when every item reads', () => {
    const read = (query: string) => parseListQuery(mini, miniDefaults, new URLSearchParams(query));
    expect(read('page=1e1').page).toBe(10);
    expect(read('page=%2012%20').page).toBe(12);
    for (const bad of ['page=Infinity', 'page=9007199254740993', 'page=abc', 'page=-3']) expect(read(bad).page, bad).toBe(1);
    expect(read('statuses=3&statuses=-1').statuses).toEqual([3, -1]);
    expect(read('statuses=3&statuses=x').statuses).toEqual([4, 5]);
    expect(read('needsUpdates=false').needsUpdates).toBe(false);
  });

  it('takes Zod schemas as keys and as list items, as Standard Schemas', () => {
    const mixed = listQuerySchema({ mode: z.enum(['FTL', 'LTL']), ids: queryArray(z.coerce.number().int().min(0)) });
    const fallback = { mode: 'FTL' as const, ids: [] as number[] };
    expect(parseListQuery(mixed, fallback, new URLSearchParams('mode=LTL&ids=4&ids=7'))).toEqual({ mode: 'LTL', ids: [4, 7] });
    expect(parseListQuery(mixed, fallback, new URLSearchParams('mode=XL&ids=4&ids=-7'))).toEqual(fallback);
  });
});

function ListPage() {
  const list = useListQueryState(schema, defaults);
  return (
    <div>
      <output data-testid="state">{JSON.stringify(list.state)}</output>
      <output data-testid="draft">{JSON.stringify(list.draft)}</output>
      <button onClick={() => list.setDraft({ query: 'chicago', isAuditable: false })}>Edit filters</button>
      <button onClick={() => list.apply()}>Apply</button>
      <button onClick={() => list.reset()}>Reset</button>
      <button onClick={() => list.update({ view: 'draft' })}>Draft view</button>
      <button onClick={() => list.update({ page: 4 })}>Page 4</button>
    </div>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/invoices', element: <ListPage /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const shown = (id: 'state' | 'draft') => JSON.parse(screen.getByTestId(id).textContent ?? '{}') as State;

// MUI and Lexical renders are slow on a loaded machine; the 5 s default is too tight for the first one.
describe('useListQueryState', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('opens a copied URL on the same list', () => {
    renderAt('/invoices?view=all&query=acme&statuses=1&statuses=3&isAuditable=false&page=2');
    expect(shown('state')).toEqual({ view: 'all', query: 'acme', statuses: [1, 3], isAuditable: false, page: 2 });
    expect(shown('draft')).toEqual(shown('state'));
  });

  it('applies the draft to the URL (back to page 1), and reset restores the defaults', () => {
    const router = renderAt('/invoices?page=3');
    fireEvent.click(screen.getByText('Edit filters'));
    expect(shown('state').query).toBe('');
    expect(router.state.location.search).toBe('?page=3');

    fireEvent.click(screen.getByText('Apply'));
    expect(router.state.location.search).toBe('?query=chicago&isAuditable=false');
    expect(shown('state')).toEqual({ ...defaults, query: 'chicago', isAuditable: false });

    // The URL alone rebuilds the list: what Apply wrote opens the same state elsewhere.
    const copied = router.state.location.pathname + router.state.location.search;
    cleanup();
    renderAt(copied);
    expect(shown('state')).toEqual({ ...defaults, query: 'chicago', isAuditable: false });

    fireEvent.click(screen.getByText('Reset'));
    expect(shown('state')).toEqual(defaults);
    expect(shown('draft')).toEqual(defaults);
  });

  it('changes views and pages at once; a new view starts on page 1', async () => {
    const router = renderAt('/invoices');
    fireEvent.click(screen.getByText('Page 4'));
    expect(router.state.location.search).toBe('?page=4');
    fireEvent.click(screen.getByText('Draft view'));
    expect(router.state.location.search).toBe('?view=draft');
    await act(() => router.navigate(-1));
    expect(shown('state').page).toBe(4);
  });
});
