import type { Db } from '../../db/db';
import { findBoardVersion } from './board-version.repository';

/**
 * Load board searches, kept for a few seconds per server process. A board search ranks every
 * matching load to find its page and its total (about 6,000 loads within 100 miles of Chicago at a
 * million shipments), far more work than any other call, while many carriers ask the same few
 * questions. A kept answer is used only while the board's version (migration 0025: moved on by every
 * change to a load the board could show) is the one it was made at, and for at most a few seconds, so
 * loads whose pickup window closes meanwhile leave the board within that time (BOARD_CACHE_SECONDS,
 * 5 by default; 0 keeps nothing). The answer does not depend on who asks (the board is the same for
 * every carrier).
 */
const MAX_ANSWERS = 500;

interface Kept<T> {
  version: string;
  at: number;
  answer: T;
}

export function createBoardAnswerCache<T>(maxAgeSeconds: number) {
  const maxAgeMs = maxAgeSeconds * 1000;
  const kept = new Map<string, Kept<T>>();
  // Searches being made now, by board version and key: when a kept answer expires, the many
  // carriers asking the same question at that moment wait for one search instead of each
  // running it (under load they all missed at once and the slowest answers took half a second).
  const making = new Map<string, Promise<T>>();
  const keep = (key: string, entry: Kept<T>) => {
    kept.delete(key);
    if (kept.size >= MAX_ANSWERS) kept.delete(kept.keys().next().value!);
    kept.set(key, entry);
  };
  return async function answer(db: Db, key: string, make: () => Promise<T>): Promise<T> {
    if (maxAgeMs === 0) return make();
    const version = await findBoardVersion(db);
    const now = Date.now();
    const found = kept.get(key);
    // A clock that went back (tests set it) makes nothing kept trustworthy.
    if (found && found.version === version && now >= found.at && now - found.at < maxAgeMs) return found.answer;
    const flight = `${version}\u0000${key}`;
    let pending = making.get(flight);
    if (!pending) {
      pending = make()
        .then((made) => {
          keep(key, { version, at: now, answer: made });
          return made;
        })
        .finally(() => making.delete(flight));
      making.set(flight, pending);
    }
    return pending;
  };
}
