/**
 * Lets code outside React (the API client) move the app to another page. The router registers its
 * navigate function at start; before that, a full page load is the fallback.
 */
type Navigate = (to: string) => void;

let navigator: Navigate | null = null;

export function registerNavigator(navigate: Navigate): () => void {
  navigator = navigate;
  return () => {
    if (navigator === navigate) navigator = null;
  };
}

export function navigateTo(to: string): void {
  if (navigator) navigator(to);
  else window.location.assign(to);
}

/** The address the user is on, as it would be typed back (path, query, hash). */
export function currentLocationPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
