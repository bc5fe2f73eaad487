import { useMatches, type Params } from 'react-router';

/** What a route tells the shell about itself: its page title and, while unbuilt, what it will hold. */
export interface RouteHandle {
  title: string | ((params: Params) => string);
  description?: string;
}

export interface ResolvedRouteHandle {
  title: string;
  description?: string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return !!value && typeof value === 'object' && 'title' in value;
}

/** The deepest matched route's handle: the page title is derived from the path through it. */
export function useRouteHandle(): ResolvedRouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const { handle, params } = matches[i];
    if (isRouteHandle(handle)) {
      return { title: typeof handle.title === 'function' ? handle.title(params) : handle.title, description: handle.description };
    }
  }
  return null;
}
