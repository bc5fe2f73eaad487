import { sql } from 'kysely';
import fs from 'node:fs';
import { connectDatabase } from '../connect';
import { migrateToLatest } from '../migrate';
import { seedDemo } from './seed-demo';
const out: string[][] = [];
for (const now of [new Date(), new Date(Date.now() + 7 * 3600e3 + 13 * 60e3 + 17e3), new Date(Date.now() - 40 * 86400e3 + 19 * 3600e3)]) {
  const h = await connectDatabase({});
  await migrateToLatest(h.db);
  const t = Date.now();
  await seedDemo(h.db, { now });
  console.log('seed', Date.now() - t);
  const rows = (await sql<{ line: string }>`select concat_ws(' ', shipment_number, coalesce(carrier_id::text,'-'), status, origin_city, destination_city, (select count(*) from shipment_stops ss where ss.shipment_id = s.id)) as line from shipments s order by id`.execute(h.db)).rows.map(r => r.line);
  const cases = (await sql<{ line: string }>`select concat_ws(' ', case_number, (select shipment_number from shipments x where x.id = c.shipment_id)) as line from cases c order by id`.execute(h.db)).rows.map(r => r.line);
  out.push([...rows, ...cases]);
  await h.close();
}
for (let i = 1; i < out.length; i++) {
  const diff = out[0].filter((line, n) => line !== out[i][n]);
  console.log(`run ${i}: ${diff.length} differing lines`, diff.slice(0, 5), out[i].filter((line, n) => line !== out[0][n]).slice(0, 5));
}
