import { COMPLIANCE_MESSAGES } from '@portal/domain/compliance/compliance-messages';
import { COVERAGE_NAMES, dueExpiryAlerts, expiryAlertKey, formatUsd } from '@portal/domain/compliance/compliance-rules';
import type { CertificateUploadBodySchema, ComplianceListQuerySchema, MinimumsBodySchema } from '@portal/domain/compliance/compliance-schemas';
import type { CodedMessage } from '@portal/domain/common/message-codes';
import { detectFileKind } from '@portal/domain/documents/magic-bytes';
import { FileType } from '@portal/domain/documents/file-type';
import type { z } from 'zod';
import type { Db } from '../../db/db';
import type { AuditContext } from '../../lib/audit-context';
import type { Caller } from '../../lib/caller';
import type { FileStore } from '../../lib/file-store';
import type { Mailer } from '../../lib/mailer';
import { badRequest, forbidden, HttpProblem, notFound } from '../../lib/problem';
import { actorOf, recordAudit } from '../audit/record-audit';
import { decodeUploadData } from '../documents/document-upload.service';
import { sanitizeDocumentName } from '../documents/document-file';
import { storeCompanyPdf } from '../documents/generated-document.service';
import { currentMinimums, insuranceLine, listRow, loadRecords, minimumsView, reasonsOf, recordView, type CarrierCompany } from './compliance-record';
import {
  claimAlert,
  findAdmins,
  findAlertRows,
  findAllCarriers,
  findCarrierCompany,
  findInsuranceRows,
  findRecordRows,
  insertCertificate,
  updateMinimumsRow,
} from './compliance.repository';

// ---- blocking ----------------------------------------------------------------------------------

/** Why the carrier may not be tendered or booked now (empty when it may); an unknown carrier has none here. */
export async function complianceBlockers(db: Db, carrierId: number, now = new Date()): Promise<CodedMessage[]> {
  const company = await findCarrierCompany(db, carrierId);
  if (!company) return [];
  const [records, insurance, minimums] = await Promise.all([findRecordRows(db, [carrierId]), findInsuranceRows(db, [carrierId]), currentMinimums(db)]);
  return reasonsOf(company, records[0], insurance, minimums, now);
}

/** The 409 of a refused tender or booking: the reasons as text and by code, for the portal to show. */
export function complianceProblem(carrierName: string, reasons: readonly CodedMessage[]): HttpProblem {
  return new HttpProblem(409, 'Conflict', COMPLIANCE_MESSAGES.refused({ carrierName, reasons: reasons.map((r) => r.text).join('; ') }), {
    complianceReasons: reasons.map((r) => ({ text: r.text, code: r.code, params: { ...r.params } })),
    bookingSucceeded: false,
    errorMessages: reasons.map((r) => r.text),
  });
}

/** Throws the 409 when the carrier may not haul (its authority, insurance, out-of-service order or Do Not Use). */
export async function assertCarrierCompliant(db: Db, carrierId: number, now = new Date()): Promise<void> {
  const reasons = await complianceBlockers(db, carrierId, now);
  if (reasons.length === 0) return;
  const company = await findCarrierCompany(db, carrierId);
  throw complianceProblem(company?.name ?? `Carrier ${carrierId}`, reasons);
}

// ---- reading ----------------------------------------------------------------------------------

async function visibleCarrier(db: Db, caller: Caller, carrierId: number): Promise<CarrierCompany> {
  // Another company's record answers like a missing one.
  if (!caller.isBrokerage && caller.companyId !== carrierId) throw notFound('Carrier');
  const company = await findCarrierCompany(db, carrierId);
  if (!company) throw notFound('Carrier');
  return company;
}

export async function myCompliance(db: Db, caller: Caller, now = new Date()) {
  return { data: await recordView(db, await visibleCarrier(db, caller, caller.companyId), now) };
}

export async function carrierCompliance(db: Db, caller: Caller, carrierId: number, now = new Date()) {
  return { data: await recordView(db, await visibleCarrier(db, caller, carrierId), now) };
}

/** The brokerage's list: every carrier, filtered by standing and by name, USDOT or MC number. */
export async function listCompliance(db: Db, caller: Caller, query: z.output<typeof ComplianceListQuerySchema>, now = new Date()) {
  if (!caller.isBrokerage) throw forbidden();
  const carriers = await findAllCarriers(db);
  const needle = query.q?.toLowerCase();
  const matching = needle ? carriers.filter((c) => [c.name, c.dot_number, c.mc_number].some((v) => v?.toLowerCase().includes(needle))) : carriers;
  const { minimums, rows } = await loadRecords(db, matching, now);
  const listed = rows.map((row) => listRow(row, minimums, now));
  const wanted = listed.filter((row) => {
    if (query.status === 'Blocked') return row.reasons.length > 0;
    if (query.status === 'Expiring') return row.nextExpiryDays !== null && row.nextExpiryDays <= 30;
    if (query.status === 'Compliant') return row.reasons.length === 0;
    return true;
  });
  return { data: wanted, totalCount: wanted.length, minimums: minimumsView(minimums) };
}

// ---- writing ----------------------------------------------------------------------------------

/**
 * Writes here take the Admin role: the brokerage's payables staff hold the Admin permission for
 * their own pages, which is no say over what carriers must carry.
 */
const hasAdminRole = (caller: Caller) => caller.roles.includes('Admin');

export interface ComplianceDeps {
  db: Db;
  fileStore: FileStore;
  mailer: Mailer;
}

/**
 * A carrier admin files an insurance certificate: the PDF becomes a document of the carrier (the
 * documents viewer opens it), the certificate counts for the coverage at once, and an expiry
 * already within 30 days is told now rather than at the next day's run.
 */
export async function uploadCertificate(deps: ComplianceDeps, caller: Caller, body: z.output<typeof CertificateUploadBodySchema>, context: AuditContext, now = new Date()) {
  if (caller.isBrokerage || caller.companyKind !== 'Carrier') throw notFound('Carrier');
  if (!hasAdminRole(caller)) throw forbidden(COMPLIANCE_MESSAGES.adminsOnly);
  const company = await visibleCarrier(deps.db, caller, caller.companyId);
  const bytes = decodeUploadData(body.data);
  if (detectFileKind(bytes) !== 'pdf') throw badRequest(COMPLIANCE_MESSAGES.notPdf, { data: [COMPLIANCE_MESSAGES.notPdf] });
  const name = sanitizeDocumentName(body.fileName.toLowerCase().endsWith('.pdf') ? body.fileName : `${body.fileName}.pdf`, 'insurance-certificate');
  let removeFile: (() => Promise<void>) | undefined;
  try {
    await deps.db.transaction().execute(async (trx) => {
      const stored = await storeCompanyPdf(deps, trx, caller, { name, fileType: FileType.InsuranceCertificate, bytes, companyId: company.id });
      removeFile = stored.removeFile;
      const id = await insertCertificate(trx, {
        carrier_id: company.id,
        coverage: body.coverage,
        insurer: body.insurer,
        policy_number: body.policyNumber,
        amount_cents: body.amount * 100,
        effective_on: body.effectiveOn,
        expires_on: body.expiresOn,
        document_id: stored.id,
        uploaded_by_user_id: caller.userId,
        created_at: now,
      });
      await recordAudit(trx, {
        action: 'compliance.certificate_uploaded',
        actor: actorOf(caller),
        target: { type: 'company', id: company.id },
        context,
        details: { name: company.name, certificateId: id, coverage: body.coverage, insurer: body.insurer, policyNumber: body.policyNumber, amount: body.amount, effectiveOn: body.effectiveOn, expiresOn: body.expiresOn },
      });
    });
  } catch (error) {
    await removeFile?.().catch(() => undefined);
    throw error;
  }
  await sendExpiryAlerts(deps.db, deps.mailer, now, [company.id]);
  return { data: await recordView(deps.db, company, now) };
}

export async function getMinimums(db: Db, caller: Caller) {
  if (!caller.isBrokerage) throw forbidden();
  return { data: minimumsView(await currentMinimums(db)) };
}

/** The brokerage's admins change the minimums; every booking from now on is judged on them. */
export async function setMinimums(db: Db, caller: Caller, body: z.output<typeof MinimumsBodySchema>, context: AuditContext, now = new Date()) {
  if (!caller.isBrokerage || !hasAdminRole(caller)) throw forbidden(COMPLIANCE_MESSAGES.brokerageAdminsOnly);
  const before = await currentMinimums(db);
  await db.transaction().execute(async (trx) => {
    await updateMinimumsRow(trx, { autoLiabilityCents: body.autoLiability * 100, cargoCents: body.cargo * 100, userId: caller.userId, now });
    await recordAudit(trx, {
      action: 'compliance.minimums_changed',
      actor: actorOf(caller),
      target: { type: 'company', id: caller.companyId },
      context,
      details: {
        name: caller.companyName,
        autoLiability: { from: before.autoLiabilityCents / 100, to: body.autoLiability },
        cargo: { from: before.cargoCents / 100, to: body.cargo },
      },
    });
  });
  return { data: minimumsView(await currentMinimums(db)) };
}

// ---- expiry alerts ----------------------------------------------------------------------------

/**
 * Sends the expiry alerts due now (30, 14 and 7 days before the certificate a coverage stands on
 * expires) to the carrier's admins and the brokerage's admins. Each alert is claimed by its row
 * before it is mailed, so two processes running the same pass send it once.
 */
export async function sendExpiryAlerts(db: Db, mailer: Pick<Mailer, 'send'>, now: Date, carrierIds: readonly number[]): Promise<number> {
  if (carrierIds.length === 0) return 0;
  const [insurance, sent, minimums] = await Promise.all([findInsuranceRows(db, carrierIds), findAlertRows(db, carrierIds), currentMinimums(db)]);
  const sentKeys = new Set(sent.map((a) => expiryAlertKey(a.insurance_id, a.threshold_days)));
  let count = 0;
  const brokerageAdmins = await findAdmins(db, { brokerage: true });
  for (const carrierId of carrierIds) {
    const lines = insurance.filter((row) => row.carrier_id === carrierId).map(insuranceLine);
    const due = dueExpiryAlerts(lines, minimums, now, sentKeys);
    if (due.length === 0) continue;
    const company = await findCarrierCompany(db, carrierId);
    if (!company) continue;
    const carrierAdmins = await findAdmins(db, { companyId: carrierId });
    for (const alert of due) {
      const claimed = await claimAlert(db, { insurance_id: alert.certificateId, threshold_days: alert.thresholdDays, carrier_id: carrierId, coverage: alert.coverage, expires_on: alert.expiresOn, sent_at: now });
      if (!claimed) continue;
      count += 1;
      const line = lines.find((l) => l.id === alert.certificateId)!;
      const text = COMPLIANCE_MESSAGES.expiring({ coverage: COVERAGE_NAMES[alert.coverage], carrierName: company.name, expiresOn: alert.expiresOn, days: alert.daysLeft }).text;
      const subject = `${COVERAGE_NAMES[alert.coverage]} insurance of ${company.name} expires in ${alert.daysLeft} days`;
      for (const admin of carrierAdmins) {
        await mailer.send({
          to: admin.email,
          subject,
          text: `Hello ${admin.first_name},\n\n${text}. Policy amount: ${formatUsd(line.amountCents)}.\n\nUpload the renewed certificate on the Compliance page of the portal (/compliance) before it expires: without it your company cannot be tendered or book loads.\n`,
        });
      }
      for (const admin of brokerageAdmins) {
        await mailer.send({ to: admin.email, subject, text: `${text}. The carrier's admins were told to upload the renewed certificate; its record is on the Carrier compliance page (/compliance/carriers/${carrierId}).\n` });
      }
    }
  }
  return count;
}
