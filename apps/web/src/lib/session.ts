import type { CurrentUser, SessionAnswer } from '@portal/domain/auth/current-user';
import { useSyncExternalStore } from 'react';
import { storage } from './storage';

/**
 * The signed-in session: a token in storage means authenticated; logout clears the
 * token and the user; only the user's data is persisted. Components read it through useSession().
 */
export interface SessionState {
  token: string | null;
  user: CurrentUser | null;
  /** Driver mobile entry (driverToken at load); remembered until an explicit logout. */
  mobileMode: boolean;
  /** Why the last session ended: an explicit logout does not save the path to return to. */
  endReason: 'logout' | 'expired' | null;
}

let state: SessionState = readStoredSession();
const listeners = new Set<() => void>();

function readStoredSession(): SessionState {
  const token = storage.getToken();
  const user = storage.getUser<CurrentUser>();
  return { token, user: token && looksLikeUser(user) ? user : null, mobileMode: storage.getMobileMode(), endReason: null };
}

/** Storage is outside our control (older app versions, manual edits): keep only a usable user. */
function looksLikeUser(value: unknown): value is CurrentUser {
  const user = value as Partial<CurrentUser> | null;
  return !!user && Array.isArray(user.roles) && Array.isArray(user.permissions) && user.id != null;
}

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function isAuthenticated(): boolean {
  return !!state.token;
}

/** Keeps the answer of a sign-in, reset, activation or driver entry. */
export function startSession(answer: SessionAnswer['data'], options: { mobileMode?: boolean } = {}): void {
  const mobileMode = options.mobileMode ?? state.mobileMode;
  storage.setToken(answer.accessToken);
  storage.setUser(answer.user);
  storage.setMobileMode(mobileMode);
  setState({ token: answer.accessToken, user: answer.user, mobileMode, endReason: null });
}

/** Replaces the stored user (a fresh /users/me) without touching the token. */
export function replaceUser(user: CurrentUser): void {
  if (!state.token) return;
  storage.setUser(user);
  setState({ ...state, user });
}

/** Merges fields into the stored user (the carrier flags of /v2/me/carrier). */
export function mergeUser(update: Partial<CurrentUser>): void {
  if (!state.token || !state.user) return;
  const changed = Object.entries(update).some(([key, value]) => state.user?.[key as keyof CurrentUser] !== value);
  if (changed) replaceUser({ ...state.user, ...update });
}

/**
 * Ends the session: token and user are cleared. After a 401 or an expired token the current path is
 * saved so that sign-in can return to it; an explicit logout also forgets the driver mobile mode.
 */
export function endSession(options: { savePath?: string; explicit?: boolean } = {}): void {
  storage.setToken(null);
  storage.setUser(null);
  if (options.savePath) storage.setSavedPath(options.savePath);
  if (options.explicit) {
    storage.setSavedPath(null);
    storage.setMobileMode(false);
  }
  setState({
    token: null,
    user: null,
    mobileMode: options.explicit ? false : state.mobileMode,
    endReason: options.explicit ? 'logout' : 'expired',
  });
}

/** Remembers where an unauthenticated visitor wanted to go. */
export function savePathForLater(path: string): void {
  storage.setSavedPath(path);
}

/** The path saved before sign-in (after a 401 or a guarded visit), if any. */
export function getSavedPath(): string | null {
  return storage.getSavedPath();
}

/** Called once the user is back inside the app. */
export function clearSavedPath(): void {
  storage.setSavedPath(null);
}

// Another tab signing in or out changes the stored token: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storage.keys.token || event.key === storage.keys.user || event.key === null) {
      setState(readStoredSession());
    }
  });
}
