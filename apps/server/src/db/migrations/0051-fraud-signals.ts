import { sql, type Kysely } from 'kysely';

/**
 * Fraud signals: what a detector saw about a carrier (and, for some kinds, one of its loads), with
 * the facts it saw. A detector re-run finds the same signal by its key (kind, carrier, shipment and
 * subject: the VIN, the payee change, the user…) and only refreshes its evidence, so a signal is
 * raised once however often the detectors run. The history keeps each acknowledgement and clearing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table fraud_signals (
      id serial primary key,
      kind text not null,
      carrier_id integer not null references companies(id),
      shipment_id integer references shipments(id) on delete cascade,
      subject text not null default '',
      evidence jsonb not null,
      summary text not null,
      raised_at timestamptz not null default now(),
      seen_at timestamptz not null default now(),
      status text not null default 'Open' check (status in ('Open', 'Acknowledged', 'Cleared')),
      status_changed_at timestamptz
    )`.execute(db);
  // The key a re-run meets: coalesce makes a carrier-wide signal (no shipment) unique too.
  await sql`create unique index fraud_signals_key on fraud_signals (kind, carrier_id, coalesce(shipment_id, 0), subject)`.execute(db);
  await sql`create index fraud_signals_by_raised on fraud_signals (raised_at desc, id desc)`.execute(db);
  await sql`create index fraud_signals_open_by_carrier on fraud_signals (carrier_id) where status = ${sql.lit('Open')}`.execute(db);
  await sql`create index fraud_signals_open_by_shipment on fraud_signals (shipment_id) where status = ${sql.lit('Open')} and shipment_id is not null`.execute(db);
  await sql`
    create table fraud_signal_history (
      id serial primary key,
      signal_id integer not null references fraud_signals(id) on delete cascade,
      action text not null check (action in ('Raised', 'Acknowledged', 'Cleared', 'Reopened')),
      note text,
      user_id integer references users(id),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index fraud_signal_history_by_signal on fraud_signal_history (signal_id, created_at, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists fraud_signal_history`.execute(db);
  await sql`drop table if exists fraud_signals`.execute(db);
}
