import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Stops listening. */
export type Unlisten = () => Promise<void>;

/**
 * Calls `onNotify` on each NOTIFY of `channel` (LISTEN), on PostgreSQL or the embedded database. It is
 * also called once the listener is (again) connected: a NOTIFY sent while it was not listening is
 * lost, so the caller catches up from its own record of what it has seen.
 */
export type Listen = (channel: string, onNotify: () => void) => Promise<Unlisten>;

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1_000;

/** A connection of its own that LISTENs, reconnecting after it is lost (a restart, a failover). */
export function postgresListen(databaseUrl: string): Listen {
  return async (channel, onNotify) => {
    let client: pg.Client | undefined;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: databaseUrl });
      next.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      const lost = () => {
        if (stopped || client !== next) return;
        client = undefined;
        next.removeAllListeners('error');
        next.on('error', () => {});
        void next.end().catch(() => {});
        retry = setTimeout(() => void connect().catch(lost), RECONNECT_MS);
      };
      next.on('error', lost);
      next.on('end', lost);
      client = next;
      await next.connect();
      await next.query(`listen ${pg.Client.prototype.escapeIdentifier(channel)}`);
      onNotify();
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    };
  };
}

/** The embedded database's own LISTEN. */
export function embeddedListen(pglite: PGlite): Listen {
  return async (channel, onNotify) => {
    const unlisten = await pglite.listen(channel, () => onNotify());
    onNotify();
    return async () => {
      if (!pglite.closed) await unlisten();
    };
  };
}
