import { sql } from 'kysely';
import { connectDatabase } from '../connect';
import { migrateToLatest } from '../migrate';
import { seedDemo } from './seed-demo';
const h = await connectDatabase({});
await migrateToLatest(h.db);
await seedDemo(h.db, { now: new Date('2026-03-02T15:45:00Z') });
console.log((await sql`select shipment_number, created_at, pickup_early, delivered_at from shipments where id <= 3 order by id`.execute(h.db)).rows);
await h.close();
