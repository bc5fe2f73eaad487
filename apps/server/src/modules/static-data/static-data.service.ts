import { createHash } from 'node:crypto';
import { STATIC_LISTS, type StaticItem } from '@portal/domain/static-data/static-data';
import { notFound } from '../../lib/problem';

/** An answer that only changes with a release, and the ETag that names its content. */
export interface CachedAnswer<T> {
  body: T;
  etag: string;
}

const cached = <T>(body: T): CachedAnswer<T> => ({ body, etag: `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"` });

const ALL = cached({ data: STATIC_LISTS as Record<string, StaticItem[]> });
const BY_NAME = new Map(Object.entries(STATIC_LISTS).map(([name, list]) => [name, cached({ data: list, totalCount: list.length })]));

export function allStaticLists() {
  return ALL;
}

/** One list by its name; a name the product has no list for is a 404. */
export function staticList(name: string) {
  const list = BY_NAME.get(name);
  if (!list) throw notFound('Static data list');
  return list;
}

/** Whether the client's If-None-Match already names this answer (a list of tags, or any). */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
