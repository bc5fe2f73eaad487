/**
 * The only module that touches localStorage and sessionStorage. Storage can be missing or full
 * (private windows, quotas), so every access is guarded and failures fall back to "nothing stored".
 */
const LOCAL_KEYS = {
  token: 'portal.accessToken',
  user: 'portal.user',
  mobileMode: 'portal.mobileMode',
  savedPath: 'portal.savedPath',
  navRailOpen: 'portal.navRailOpen',
  language: 'portal.language',
  theme: 'portal.theme',
} as const;

const SESSION_KEYS = {
  chunkReloaded: 'portal.chunkReloaded',
  expiredIntegrationNoticeShown: 'portal.expiredIntegrationNoticeShown',
} as const;

function area(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(kind: 'local' | 'session', key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: 'local' | 'session', key: string, value: string | null): void {
  try {
    const store = area(kind);
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Storage full or blocked: the app keeps working with in-memory state.
  }
}

function readJson<T>(key: string): T | null {
  const raw = read('local', key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function readFlag(kind: 'local' | 'session', key: string): boolean {
  return read(kind, key) === 'true';
}

function writeFlag(kind: 'local' | 'session', key: string, on: boolean): void {
  write(kind, key, on ? 'true' : null);
}

export const storage = {
  getToken: (): string | null => read('local', LOCAL_KEYS.token),
  setToken: (token: string | null): void => write('local', LOCAL_KEYS.token, token),

  /** The signed-in user's data: the only application data persisted. */
  getUser: <T>(): T | null => readJson<T>(LOCAL_KEYS.user),
  setUser: (user: unknown): void => write('local', LOCAL_KEYS.user, user === null ? null : JSON.stringify(user)),

  getMobileMode: (): boolean => readFlag('local', LOCAL_KEYS.mobileMode),
  setMobileMode: (on: boolean): void => writeFlag('local', LOCAL_KEYS.mobileMode, on),

  getSavedPath: (): string | null => read('local', LOCAL_KEYS.savedPath),
  setSavedPath: (path: string | null): void => write('local', LOCAL_KEYS.savedPath, path),

  /** Remembered open state of the left navigation rail; undefined when never chosen. */
  getNavRailOpen: (): boolean | undefined => {
    const raw = read('local', LOCAL_KEYS.navRailOpen);
    return raw === null ? undefined : raw === 'true';
  },
  setNavRailOpen: (open: boolean): void => write('local', LOCAL_KEYS.navRailOpen, String(open)),

  /** The language last chosen on this browser ('en', 'es'), before the user's own setting is known. */
  getLanguage: (): string | null => read('local', LOCAL_KEYS.language),
  setLanguage: (language: string | null): void => write('local', LOCAL_KEYS.language, language),

  /** The theme last chosen on this browser ('system', 'light', 'dark'), used before sign-in. */
  getTheme: (): string | null => read('local', LOCAL_KEYS.theme),
  setTheme: (theme: string | null): void => write('local', LOCAL_KEYS.theme, theme),

  /** Set before reloading after a failed dynamic import, so a second failure shows the error page. */
  getChunkReloaded: (): boolean => readFlag('session', SESSION_KEYS.chunkReloaded),
  setChunkReloaded: (on: boolean): void => writeFlag('session', SESSION_KEYS.chunkReloaded, on),

  getExpiredIntegrationNoticeShown: (): boolean => readFlag('session', SESSION_KEYS.expiredIntegrationNoticeShown),
  setExpiredIntegrationNoticeShown: (on: boolean): void =>
    writeFlag('session', SESSION_KEYS.expiredIntegrationNoticeShown, on),

  /** Keys, for listening to changes made in other tabs. */
  keys: LOCAL_KEYS,
};
