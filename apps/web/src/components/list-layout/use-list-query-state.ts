import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseListQuery,
  sameListQuery,
  writeListQuery,
  type ListQuerySchema,
  type ListQueryState,
} from './list-query-codec';

export interface ListQueryStateApi<T> {
  /** The applied state: what the URL says, what the list shows. */
  state: T;
  /** The filters being edited in the side panel, not yet applied. */
  draft: T;
  setDraft: (patch: Partial<T>) => void;
  /** Writes the draft (or the given state) to the URL. */
  apply: (next?: T) => void;
  /** Changes applied keys at once (a view, a page, the search box). */
  update: (patch: Partial<T>) => void;
  /** Back to the defaults, in the draft and the URL. */
  reset: () => void;
  /** The draft differs from the applied state. */
  isDirty: boolean;
}

interface Options<T> {
  /**
   * Keys that go back to their default whenever other keys change (a new filter starts on page 1).
   * Defaults to ['page'] when the schema has a page.
   */
  resetOnChange?: readonly (keyof T & string)[];
}

/**
 * List filters that round-trip through the URL query string (react-router search params), so a
 * copied address opens the same list. Apply and update push a history entry; back goes to the
 * previous filters.
 */
export function useListQueryState<S extends ListQuerySchema>(
  schema: S,
  defaults: ListQueryState<S>,
  options: Options<ListQueryState<S>> = {},
): ListQueryStateApi<ListQueryState<S>> {
  type T = ListQueryState<S>;
  const [searchParams, setSearchParams] = useSearchParams();
  // Callers often pass literals; only the content of schema and defaults matters.
  const config = useRef({ schema, defaults });
  config.current = { schema, defaults };
  const defaultsKey = JSON.stringify(defaults);
  const urlKey = searchParams.toString();

  const state = useMemo(
    () => parseListQuery(config.current.schema, config.current.defaults, searchParams),
    // Keyed by content, not identity.
    [urlKey, defaultsKey],
  );
  const [draft, setDraftState] = useState<T>(state);
  // The URL changed (apply, back/forward, a link): the panel shows what is applied.
  useEffect(() => setDraftState(state), [state]);

  const resetKeys = useMemo(
    () => options.resetOnChange ?? ('page' in schema.shape ? (['page'] as (keyof T & string)[]) : []),
    // Keyed by content, not identity.
    [JSON.stringify(options.resetOnChange ?? null)],
  );

  const write = useCallback(
    (next: T) => {
      const { schema: s, defaults: d } = config.current;
      setSearchParams((current) => writeListQuery(s, d, next, current));
    },
    [setSearchParams],
  );

  const withResets = useCallback(
    (next: T, changed: readonly string[]) => {
      const result = { ...next } as Record<string, unknown>;
      const d = config.current.defaults as Record<string, unknown>;
      for (const key of resetKeys) if (!changed.includes(key)) result[key] = d[key];
      return result as T;
    },
    [resetKeys],
  );

  const apply = useCallback(
    (next?: T) => {
      const target = next ?? draft;
      const changed = Object.keys(config.current.schema.shape).filter(
        (key) => JSON.stringify((target as Record<string, unknown>)[key]) !== JSON.stringify((state as Record<string, unknown>)[key]),
      );
      write(changed.length > 0 ? withResets(target, changed) : target);
    },
    [draft, state, write, withResets],
  );

  // Read from the URL being replaced, not the last render: two quick changes both land.
  const update = useCallback(
    (patch: Partial<T>) => {
      const { schema: s, defaults: d } = config.current;
      setSearchParams((current) => writeListQuery(s, d, withResets({ ...parseListQuery(s, d, current), ...patch }, Object.keys(patch)), current));
    },
    [setSearchParams, withResets],
  );

  const reset = useCallback(() => {
    setDraftState(config.current.defaults);
    write(config.current.defaults);
  }, [write]);

  const setDraft = useCallback((patch: Partial<T>) => setDraftState((current) => ({ ...current, ...patch })), []);

  return { state, draft, setDraft, apply, update, reset, isDirty: !sameListQuery(schema, draft, state) };
}
