import { sql } from 'kysely';
import { connectDatabase } from '../connect';
import { migrateToLatest } from '../migrate';
import { seedDemo } from './seed-demo';
const h = await connectDatabase({});
await migrateToLatest(h.db);
await seedDemo(h.db);
for (const n of ['4100222', '4100228', '4100001']) {
  const s = (await sql`select shipment_number, status, carrier_id, customer_id, origin_city, destination_city, pickup_early, pickup_late, delivery_early, delivery_late, next_stop_due_at, last_activity_at, last_latitude, last_location_at, is_on_time, booked_at, delivered_at, rate_cents, max_buy_cents, weight_lbs, total_miles, equipment_mode, shipping_mode, truck_number, trailer_number, reference_numbers, created_at from shipments where shipment_number = ${n}`.execute(h.db)).rows[0] as any;
  console.log(s);
  console.log((await sql`select stop_number, stop_type, name, city, state, postal_code, iana_timezone, to_char(early at time zone iana_timezone, 'Dy MM-DD HH24:MI') early_local, to_char(late at time zone iana_timezone, 'HH24:MI') late_local, to_char(arrived_at at time zone iana_timezone, 'MM-DD HH24:MI') arr, to_char(departed_at at time zone iana_timezone, 'MM-DD HH24:MI') dep from shipment_stops where shipment_id = (select id from shipments where shipment_number=${n}) order by stop_number`.execute(h.db)).rows);
  console.log((await sql`select to_char(time_stamp, 'MM-DD HH24:MI') t, kind, description, status_before, status_after, user_id from shipment_activity where shipment_id = (select id from shipments where shipment_number=${n}) order by time_stamp, id`.execute(h.db)).rows);
  console.log((await sql`select description, charge_type_name, rate_cents, units, ap_invoice_id, third_party_invoice_id, case_id from charges where shipment_id = (select id from shipments where shipment_number=${n})`.execute(h.db)).rows);
}
console.log((await sql`select to_char(pickup_early at time zone 'America/Chicago', 'Dy MM-DD HH24:MI') p, origin_city, destination_city, posted_rate_cents, max_buy_cents, total_miles, equipment_mode from shipments where status=1 order by pickup_early limit 8`.execute(h.db)).rows);
console.log((await sql`select content, allow_portal_access, entity_type, entity_description, to_char(created_at,'MM-DD HH24:MI') from notes order by id limit 6`.execute(h.db)).rows);
await h.close();
