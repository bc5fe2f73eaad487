import type { Db } from '../db/db';
import type { FmcsaCarrier } from '../modules/compliance/fmcsa-source';

/** The fake's records live in the database, so every server process answers the same. */
export async function findFakeCarrier(db: Db, dotNumber: string): Promise<FmcsaCarrier | undefined> {
  const row = await db.selectFrom('fake_fmcsa_carriers').select('answer').where('usdot', '=', dotNumber).executeTakeFirst();
  if (!row) return undefined;
  return (typeof row.answer === 'string' ? JSON.parse(row.answer) : row.answer) as FmcsaCarrier;
}

export async function saveFakeCarrier(db: Db, carrier: FmcsaCarrier, now: Date): Promise<void> {
  const answer = JSON.stringify(carrier);
  await db
    .insertInto('fake_fmcsa_carriers')
    .values({ usdot: carrier.dotNumber, answer, updated_at: now })
    .onConflict((oc) => oc.column('usdot').doUpdateSet({ answer, updated_at: now }))
    .execute();
}

export async function deleteFakeCarrier(db: Db, dotNumber: string): Promise<void> {
  await db.deleteFrom('fake_fmcsa_carriers').where('usdot', '=', dotNumber).execute();
}

/** The company of a USDOT number, for the fake's default answer. */
export function findCompanyByDot(db: Db, dotNumber: string) {
  return db.selectFrom('companies').select(['name', 'mc_number', 'dot_number']).where('dot_number', '=', dotNumber).where('kind', '=', 'Carrier').orderBy('id').executeTakeFirst();
}
