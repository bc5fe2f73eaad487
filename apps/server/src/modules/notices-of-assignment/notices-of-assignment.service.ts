import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { answerMessage, type CodedMessage } from '@portal/domain/common/message-codes';
import { FileType } from '@portal/domain/documents/file-type';
import { detectFileKind } from '@portal/domain/documents/magic-bytes';
import { NOTICE_MESSAGES } from '@portal/domain/notices-of-assignment/notice-messages';
import { effectiveDayInRange, mayFileRelease, NOTICE_STATUS_LABELS, routesPayments, type NoticeStatus } from '@portal/domain/notices-of-assignment/notice-rules';
import type { FileNoticeBodySchema, FileReleaseBodySchema, NoticeListQuerySchema } from '@portal/domain/notices-of-assignment/notice-schemas';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { Db } from '../../db/db';
import type { AuditContext } from '../../lib/audit-context';
import { DEFAULT_TIME_ZONE, todayIn } from '../../lib/calendar-dates';
import type { Caller } from '../../lib/caller';
import type { FileStore } from '../../lib/file-store';
import type { Mailer } from '../../lib/mailer';
import { badRequest, conflict, forbidden, notFound } from '../../lib/problem';
import { actorOf, recordAudit } from '../audit/record-audit';
import { sanitizeDocumentName } from '../documents/document-file';
import { decodeUploadData } from '../documents/document-upload.service';
import { storeCompanyPdf } from '../documents/generated-document.service';
import { noticeView } from './notice-view';
import * as repo from './notices-of-assignment.repository';

export interface NoticeDeps {
  db: Db;
  fileStore: FileStore;
  mailer: Pick<Mailer, 'send'>;
  config: Pick<AppConfig, 'publicUrl'>;
  log: FastifyBaseLogger;
}

type PdfBody = z.output<typeof FileReleaseBodySchema>;

export async function listNotices(db: Db, caller: Caller, query: z.output<typeof NoticeListQuerySchema>) {
  const rows = await repo.listNotices(db, caller, query.status);
  return { data: rows.map((row) => noticeView(row, caller)), totalCount: rows.length };
}

/** The notice, or 404 for one the caller takes no part in (never told apart from a missing one). */
export async function requireNotice(db: Db, caller: Caller, id: number): Promise<repo.NoticeRow> {
  const row = await repo.findNotice(db, caller, id);
  if (!row) throw notFound('Notice of assignment');
  return row;
}

export async function getNotice(db: Db, caller: Caller, id: number) {
  return { data: noticeView(await requireNotice(db, caller, id), caller) };
}

/**
 * The factoring company whose notice routes the carrier's payments now, if one does: payee
 * changes and quick pay read it.
 */
export async function activeNoticeOf(db: Db, carrierId: number): Promise<{ factoringCompanyId: number; factoringCompany: string; carrierName: string } | undefined> {
  const open = await repo.findOpenNoticeOfCarrier(db, carrierId);
  if (!open || !routesPayments(open.status)) return undefined;
  return { factoringCompanyId: open.factoring_company_id, factoringCompany: open.factoring_company_name, carrierName: open.carrier_name };
}

/** The refusal of a payee change while a notice routes the carrier's payments (null when none does, or the new payee is the factor). */
export async function payeeChangeRefusal(db: Db, carrierId: number, toCompanyId: number | null | undefined): Promise<CodedMessage | null> {
  const active = await activeNoticeOf(db, carrierId);
  if (!active || (toCompanyId !== undefined && toCompanyId === active.factoringCompanyId)) return null;
  return NOTICE_MESSAGES.payeeLocked({ carrierName: active.carrierName, factoringCompany: active.factoringCompany });
}

function assertFactor(caller: Caller): void {
  if (caller.isBrokerage || caller.companyKind !== 'FactoringCompany') throw forbidden(NOTICE_MESSAGES.factorsOnly);
}

/** The signed PDF of a notice or release, checked and filed as a document of the factoring company. */
async function storeNoticePdf(deps: NoticeDeps, trx: Db, caller: Caller, body: PdfBody, fallbackName: string) {
  const bytes = decodeUploadData(body.data);
  if (detectFileKind(bytes) !== 'pdf') throw badRequest(NOTICE_MESSAGES.notPdf, { data: [NOTICE_MESSAGES.notPdf] });
  const name = sanitizeDocumentName(body.fileName.toLowerCase().endsWith('.pdf') ? body.fileName : `${body.fileName}.pdf`, fallbackName);
  return storeCompanyPdf(deps, trx, caller, { name, fileType: FileType.NoticeOfAssignment, bytes, companyId: caller.companyId });
}

function assertEffectiveDay(effectiveOn: string, now: Date): void {
  if (!effectiveDayInRange(effectiveOn, todayIn(DEFAULT_TIME_ZONE, now))) throw badRequest(NOTICE_MESSAGES.effectiveOutOfRange, { effectiveOn: [NOTICE_MESSAGES.effectiveOutOfRange] });
}

/** Runs a write that stores a file first; the file goes again when the transaction fails. */
async function withStoredFile<T>(deps: NoticeDeps, work: (trx: Transaction<Database>, keep: (remove: () => Promise<void>) => void) => Promise<T>): Promise<T> {
  let removeFile: (() => Promise<void>) | undefined;
  try {
    return await deps.db.transaction().execute((trx) => work(trx, (remove) => (removeFile = remove)));
  } catch (error) {
    await removeFile?.().catch(() => undefined);
    throw error;
  }
}

const statusLabel = (status: string) => NOTICE_STATUS_LABELS[status as NoticeStatus] ?? status;

/** A factoring company files a notice for a carrier named by MC or USDOT number; the brokerage decides on it. */
export async function fileNotice(deps: NoticeDeps, caller: Caller, body: z.output<typeof FileNoticeBodySchema>, audit: AuditContext, now = new Date()) {
  assertFactor(caller);
  assertEffectiveDay(body.effectiveOn, now);
  const digits = body.carrierNumber.replace(/^MC-?/i, '');
  const carrier = await repo.findCarrierByNumber(deps.db, digits);
  if (!carrier) {
    const unknown = NOTICE_MESSAGES.noSuchCarrier({ carrierNumber: body.carrierNumber });
    throw badRequest(unknown, { carrierNumber: [unknown] });
  }
  const alreadyOpen = async () => {
    const open = await repo.findOpenNoticeOfCarrier(deps.db, carrier.id);
    return open ? conflict(NOTICE_MESSAGES.alreadyOpen({ carrierName: carrier.name, status: statusLabel(open.status) }), 'carrierNumber') : null;
  };
  const refusal = await alreadyOpen();
  if (refusal) throw refusal;
  let id: number;
  try {
    id = await withStoredFile(deps, async (trx, keep) => {
      const stored = await storeNoticePdf(deps, trx, caller, body, 'notice-of-assignment');
      keep(stored.removeFile);
      const noticeId = await repo.insertNotice(trx, {
        carrier_id: carrier.id,
        factoring_company_id: caller.companyId,
        status: 'Filed',
        effective_on: body.effectiveOn,
        document_id: stored.id,
        filed_by_user_id: caller.userId,
        filed_at: now,
      });
      await recordAudit(trx, {
        action: 'notice_of_assignment.filed',
        actor: actorOf(caller),
        target: { type: 'company', id: carrier.id },
        context: audit,
        details: { noticeId, carrier: { id: carrier.id, name: carrier.name }, factoringCompany: { id: caller.companyId, name: caller.companyName }, effectiveOn: body.effectiveOn },
      });
      return noticeId;
    });
  } catch (error) {
    // Two notices for one carrier at once: the one-open-notice index decides.
    if ((error as { code?: string }).code === '23505') throw (await alreadyOpen()) ?? error;
    throw error;
  }
  return { data: noticeView(await requireNotice(deps.db, caller, id), caller), ...answerMessage(NOTICE_MESSAGES.filed({ carrierName: carrier.name })) };
}

/** The factor files the release of its active notice; the brokerage decides on it as on the notice. */
export async function fileRelease(deps: NoticeDeps, caller: Caller, id: number, body: PdfBody, audit: AuditContext, now = new Date()) {
  const notice = await requireNotice(deps.db, caller, id);
  assertFactor(caller);
  if (notice.factoring_company_id !== caller.companyId) throw forbidden(NOTICE_MESSAGES.factorsOnly);
  if (!mayFileRelease(notice.status)) throw conflict(NOTICE_MESSAGES.releaseNeedsActive({ status: statusLabel(notice.status) }), 'status');
  assertEffectiveDay(body.effectiveOn, now);
  await withStoredFile(deps, async (trx, keep) => {
    const stored = await storeNoticePdf(deps, trx, caller, body, 'notice-release');
    keep(stored.removeFile);
    const moved = await repo.updateNotice(trx, id, 'Active', {
      status: 'ReleaseFiled',
      release_effective_on: body.effectiveOn,
      release_document_id: stored.id,
      release_filed_by_user_id: caller.userId,
      release_filed_at: now,
      release_decided_by_user_id: null,
      release_decided_at: null,
      release_reject_reason: null,
    });
    if (!moved) throw conflict(NOTICE_MESSAGES.releaseNeedsActive({ status: statusLabel((await repo.lockNotice(trx, id))?.status ?? notice.status) }), 'status');
    await recordAudit(trx, {
      action: 'notice_of_assignment.release_filed',
      actor: actorOf(caller),
      target: { type: 'company', id: notice.carrier_id },
      context: audit,
      details: { noticeId: id, carrier: { id: notice.carrier_id, name: notice.carrier_name }, factoringCompany: { id: caller.companyId, name: caller.companyName }, effectiveOn: body.effectiveOn },
    });
  });
  return { data: noticeView(await requireNotice(deps.db, caller, id), caller), ...answerMessage(NOTICE_MESSAGES.releaseFiled({ carrierName: notice.carrier_name })) };
}
