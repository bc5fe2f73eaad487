import type { TFunction } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { useMatches, type Params } from 'react-router';

/** What a route tells the shell about itself: its page title and, while unbuilt, what it will hold. */
export interface RouteHandle {
  /** An English text marked msg(), or a function that words it with the path's values through t(). */
  title: string | ((params: Params, t: TFunction) => string);
  description?: string;
}

export interface ResolvedRouteHandle {
  title: string;
  description?: string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return !!value && typeof value === 'object' && 'title' in value;
}

/** The deepest matched route's handle, its title in the portal's language: the page title is derived from the path through it. */
export function useRouteHandle(): ResolvedRouteHandle | null {
  const { t } = useTranslation();
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const { handle, params } = matches[i];
    if (isRouteHandle(handle)) {
      return { title: typeof handle.title === 'function' ? handle.title(params, t) : t(handle.title), description: handle.description };
    }
  }
  return null;
}
