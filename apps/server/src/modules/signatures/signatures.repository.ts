import type { Insertable } from 'kysely';
import type { SignaturesTable } from '../../db/database';
import type { Db } from '../../db/db';

/** The load's signatures with the name of whoever held the phone and the signed document's name. */
export function findSignatures(db: Db, shipmentId: number) {
  return db
    .selectFrom('signatures as g')
    .innerJoin('shipment_stops as st', 'st.id', 'g.shipment_stop_id')
    .innerJoin('users as u', 'u.id', 'g.taken_by_user_id')
    .innerJoin('documents as d', 'd.id', 'g.document_id')
    .select([
      'g.id',
      'g.shipment_stop_id',
      'st.stop_number',
      'g.kind',
      'g.signer_name',
      'g.signer_role',
      'g.mode',
      'g.signed_at',
      'g.latitude',
      'g.longitude',
      'g.accuracy_m',
      'g.content_sha256',
      'g.file_sha256',
      'g.document_id',
      'd.name as document_name',
      'u.first_name',
      'u.last_name',
    ])
    .where('g.shipment_id', '=', shipmentId)
    .orderBy('st.stop_number')
    .execute();
}
export type SignatureRow = Awaited<ReturnType<typeof findSignatures>>[number];

/** Whether the stop has its signature already (the unique constraint has the last word). */
export async function stopIsSigned(db: Db, stopId: number): Promise<boolean> {
  const row = await db.selectFrom('signatures').select('id').where('shipment_stop_id', '=', stopId).executeTakeFirst();
  return row !== undefined;
}

export async function insertSignature(trx: Db, row: Insertable<SignaturesTable>): Promise<number> {
  const inserted = await trx.insertInto('signatures').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}
