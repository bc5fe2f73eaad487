import { EntityType } from '@portal/domain/common/entity-type';
import { FileType } from '@portal/domain/documents/file-type';
import type { Db } from '../db';
import type { SeedContext } from './context';
import { DEMO_EMAILS } from './demo-credentials';
import { DAY, addMs, isoDate } from './support';

/**
 * The brokerage's quick pay fee table (last year's version, and the one in force: 2.5 % for carriers
 * not yet rated, less for those in good standing, free for the top tier), and a notice of
 * assignment Capital Factoring filed for Blue Ridge Transport, waiting for the brokerage's decision.
 */
export async function seedPaySpeedAndNotices(db: Db, ctx: SeedContext): Promise<void> {
  const { now } = ctx;
  const user = (email: string) => db.selectFrom('users').select(['id', 'company_id']).where('email', '=', email).executeTakeFirstOrThrow();
  const [ap, factor] = await Promise.all([user(DEMO_EMAILS.ap), user(DEMO_EMAILS.factoring)]);

  await db
    .insertInto('quick_pay_fee_versions')
    .values([
      { effective_on: isoDate(addMs(now, -400 * DAY)), good_basis_points: 200, at_risk_basis_points: 300, not_rated_basis_points: 300, created_by_user_id: ap.id, created_at: addMs(now, -401 * DAY) },
      { effective_on: isoDate(addMs(now, -60 * DAY)), good_basis_points: 150, at_risk_basis_points: 300, not_rated_basis_points: 250, created_by_user_id: ap.id, created_at: addMs(now, -62 * DAY) },
    ])
    .execute();

  const carrier = await db.selectFrom('companies').select('id').where('name', '=', 'Blue Ridge Transport LLC').executeTakeFirstOrThrow();
  const filedAt = addMs(now, -2 * DAY);
  const document = await db
    .insertInto('documents')
    .values({
      name: 'NOA Blue Ridge Transport - Capital Factoring.pdf',
      file_type: FileType.NoticeOfAssignment,
      extension: 'pdf',
      content_type: 'application/pdf',
      size_bytes: 61_342,
      storage_key: 'seed/notices-of-assignment/blue-ridge.pdf',
      entity_type: EntityType.CARRIER,
      entity_id: factor.company_id,
      company_id: factor.company_id,
      uploaded_by_user_id: factor.id,
      created_at: filedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('notices_of_assignment')
    .values({
      carrier_id: carrier.id,
      factoring_company_id: factor.company_id,
      status: 'Filed',
      effective_on: isoDate(filedAt),
      document_id: document.id,
      filed_by_user_id: factor.id,
      filed_at: filedAt,
    })
    .execute();
}
