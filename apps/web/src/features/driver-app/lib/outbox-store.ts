import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxEntry } from './outbox-entry';
import type { OutboxStore } from './outbox';

interface OutboxSchema extends DBSchema {
  entries: { key: number; value: OutboxEntry; indexes: { id: string } };
}

const DATABASE = 'portal-driver-outbox';

/**
 * The outbox in IndexedDB: it outlives a reload, a closed tab and a phone restart. Entries are keyed
 * by an increasing number, which keeps the order they were made in.
 */
export async function openOutboxStore(): Promise<OutboxStore> {
  const db: IDBPDatabase<OutboxSchema> = await openDB<OutboxSchema>(DATABASE, 1, {
    upgrade(database) {
      const entries = database.createObjectStore('entries', { keyPath: 'seq', autoIncrement: true });
      entries.createIndex('id', 'id', { unique: true });
    },
  });
  const seqOf = async (id: string) => (await db.getFromIndex('entries', 'id', id))?.seq;
  return {
    all: () => db.getAll('entries'),
    async add(entry) {
      // The key path fills seq in; the entry read back carries it.
      const seq = await db.add('entries', entry as OutboxEntry);
      return { ...entry, seq };
    },
    async put(entry) {
      await db.put('entries', entry);
    },
    async remove(id) {
      const seq = await seqOf(id);
      if (seq !== undefined) await db.delete('entries', seq);
    },
  };
}
