import { useLiveUpdates } from '../hooks/use-live-updates';

/** Holds the signed-in page's live updates stream; renders nothing. Loaded after the first content. */
export function LiveUpdatesHost() {
  useLiveUpdates();
  return null;
}
