import { useEffect, useSyncExternalStore } from 'react';

/** What the signed-in page's live updates are: whether the stream is open, and which shipment's page is open. */
interface LiveUpdatesState {
  connected: boolean;
  watchedShipment: string | null;
}

let state: LiveUpdatesState = { connected: false, watchedShipment: null };
const listeners = new Set<() => void>();

export function setLiveUpdatesState(change: Partial<LiveUpdatesState>): void {
  const next = { ...state, ...change };
  if (next.connected === state.connected && next.watchedShipment === state.watchedShipment) return;
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stream is open: counts and lists it covers need no polling. */
export function useLiveUpdatesConnected(): boolean {
  return useSyncExternalStore(subscribe, () => state.connected);
}

export function useWatchedShipment(): string | null {
  return useSyncExternalStore(subscribe, () => state.watchedShipment);
}

/** A shipment's page: its positions and status come live while it is open. */
export function useWatchShipment(shipmentNumber: string): void {
  useEffect(() => {
    setLiveUpdatesState({ watchedShipment: shipmentNumber || null });
    return () => setLiveUpdatesState({ watchedShipment: null });
  }, [shipmentNumber]);
}
