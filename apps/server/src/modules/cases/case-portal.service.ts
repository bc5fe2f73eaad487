import type { CaseModel } from '@portal/domain/cases/case-model';
import type { CaseHistory, CaseList, CaseSearchQuery, PortalCase } from '@portal/domain/cases/case-schemas';
import { CasePriority, CaseSource, CaseStatus } from '@portal/domain/cases/case-status';
import { toCents } from '@portal/domain/common/money';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/problem';
import type { FileStore } from '../../lib/file-store';
import { attachEvidence } from './case-evidence';
import { createdRow } from './case-history';
import { documentsLinkedRow } from '../../db/case-document-history';
import {
  countHistory,
  findHistory,
  findInvolvedParties,
  findVisibleCase,
  findVisibleShipmentForCase,
  insertCase,
  insertHistory,
  insertInvolvedParties,
  reserveCaseIdentity,
  type CaseRow,
} from './case-records.repository';
import { toCaseSearch } from './case-search';
import { countSearchCases, searchCases } from './case-search.repository';
import { toCaseDto, toHistoryEntry } from './case-view';
import { CASE_MESSAGES } from '@portal/domain/cases/case-messages';

export const CASE_NOT_FOUND = 'Case';

async function withParties(db: Db, rows: CaseRow[]): Promise<PortalCase[]> {
  const parties = await findInvolvedParties(db, rows.map((row) => row.id));
  return rows.map((row) => toCaseDto(row, parties));
}

/** The case list (Portal and Trucks APIs): the caller's visible cases matching every filter. */
export async function searchCaseList(db: Db, caller: Caller, query: CaseSearchQuery, now = new Date()): Promise<CaseList> {
  const search = toCaseSearch(query, now);
  const [rows, totalCount] = await Promise.all([searchCases(db, caller, search), countSearchCases(db, caller, search)]);
  return { data: await withParties(db, rows), totalCount };
}

/**
 * A path key: digits are an id (falling back to a case number made of digits), anything else a case
 * number ('CS-100001'). A case the caller may not see is not found, exactly like a missing one.
 */
export async function findCaseByKey(db: Db, caller: Caller, key: string): Promise<CaseRow> {
  const trimmed = key.trim();
  let row: CaseRow | undefined;
  if (/^\d{1,10}$/.test(trimmed) && Number(trimmed) <= 2_147_483_647) row = await findVisibleCase(db, caller, { id: Number(trimmed) });
  row ??= await findVisibleCase(db, caller, { caseNumber: trimmed });
  if (!row) throw notFound(CASE_NOT_FOUND);
  return row;
}

export async function getCase(db: Db, caller: Caller, key: string): Promise<PortalCase> {
  const [dto] = await withParties(db, [await findCaseByKey(db, caller, key)]);
  return dto;
}

export async function caseHistory(db: Db, caller: Caller, key: string, page: number, pageSize: number): Promise<CaseHistory> {
  const found = await findCaseByKey(db, caller, key);
  const [rows, totalCount] = await Promise.all([findHistory(db, found.id, page, pageSize), countHistory(db, found.id)]);
  return { data: rows.map(toHistoryEntry), totalCount };
}

/**
 * A carrier opens a case on one of its own shipments: one it can see that is booked to its company
 * (404 otherwise, so another carrier's shipment is never told apart from a missing one). The case
 * starts New from the carrier portal, with the carrier and the shipment's customer involved, a
 * 'Case created' history row and the shipment's documents picked as evidence (case-evidence.ts),
 * all in one transaction.
 */
export async function createCase(db: Db, fileStore: FileStore, caller: Caller, model: CaseModel, now = new Date()): Promise<PortalCase> {
  const documentIds = [...new Set((model.documentIds ?? []).map((id) => id.toLowerCase()))];
  const storedKeys: string[] = [];
  let caseId: number;
  try {
    caseId = await db.transaction().execute(async (trx) => {
      const shipment = await findVisibleShipmentForCase(trx, caller, model.shipmentId);
      if (!shipment || shipment.carrier_id !== caller.companyId) throw notFound('Shipment');
      if (shipment.status === ShipmentStatus.Voided) throw conflict(CASE_MESSAGES.shipmentVoided({ shipmentNumber: shipment.shipment_number }));

      const { id, caseNumber } = await reserveCaseIdentity(trx);
      await insertCase(trx, {
        id,
        case_number: caseNumber,
        shipment_id: shipment.id,
        order_id: shipment.order_id,
        carrier_id: caller.companyId,
        customer_id: shipment.customer_id,
        case_type: model.caseType,
        case_source: CaseSource.CarrierPortal,
        status: CaseStatus.New,
        priority: CasePriority.Normal,
        amount_cents: model.amount === undefined || model.amount === null ? null : toCents(model.amount),
        description: model.description,
        incident_at: model.incidentAt ?? null,
        created_by_user_id: caller.userId,
        created_at: now,
        updated_at: now,
      });
      await insertInvolvedParties(trx, id, shipment.customer_id === null ? [caller.companyId] : [caller.companyId, shipment.customer_id]);

      const history = [createdRow(id, caller.userId, now)];
      const evidence = await attachEvidence(trx, fileStore, caller, { caseId: id, shipmentId: shipment.id }, documentIds, storedKeys);
      if (evidence.refused.length > 0) {
        throw badRequest(CASE_MESSAGES.documentsRefused, {
          documentIds: evidence.refused.map((docId) => CASE_MESSAGES.documentNotOnShipment({ documentId: docId, shipmentNumber: shipment.shipment_number })),
        });
      }
      if (evidence.attached.length > 0) history.push(documentsLinkedRow(id, caller.userId, evidence.attached.length, now));
      await insertHistory(trx, history);
      return id;
    });
  } catch (error) {
    // The copies' rows went with the transaction; their files go too.
    await Promise.all(storedKeys.map((key) => fileStore.delete(key).catch(() => undefined)));
    throw error;
  }
  return getCase(db, caller, String(caseId));
}
