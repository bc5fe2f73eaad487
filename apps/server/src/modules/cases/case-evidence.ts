import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import type { FileStore } from '../../lib/file-store';
import { copyDocumentToCase } from '../documents/document-copy.service';
import { findReadableDocuments } from '../documents/readable-documents.service';
import { linkCompanyDocuments } from './case-records.repository';

/** What attaching a new case's evidence did: the documents now on the case, and those refused. */
export interface AttachedEvidence {
  attached: string[];
  refused: string[];
}

/**
 * Attaches the shipment's documents picked as evidence to a new case. Each must be a document of
 * that shipment the caller may read (the ones the case form offers); any other is refused, so a
 * document of a shipment or company the caller cannot see is never told apart from a missing one.
 * The caller's company's own documents not yet on a case are linked as they are. Any other (a bill
 * of lading the broker filed, a document already on another case) is copied onto the case as the
 * caller's, so its owner keeps it unchanged. The keys of the copies' stored files are added to
 * `storedKeys`, for the caller to remove when its transaction fails.
 */
export async function attachEvidence(
  trx: Db,
  fileStore: FileStore,
  caller: Caller,
  target: { caseId: number; shipmentId: number },
  documentIds: readonly string[],
  storedKeys: string[],
): Promise<AttachedEvidence> {
  if (documentIds.length === 0) return { attached: [], refused: [] };
  const readable = (await findReadableDocuments(trx, caller, documentIds)).filter((row) => row.shipment_id === target.shipmentId);
  const own = readable.filter((row) => row.company_id === caller.companyId && row.case_id === null);
  const attached = await linkCompanyDocuments(trx, caller, target.caseId, own.map((row) => row.id));
  for (const row of readable.filter((other) => !attached.includes(other.id))) {
    const storedKey = await copyDocumentToCase(trx, fileStore, caller, row, target.caseId);
    if (storedKey === undefined) continue;
    storedKeys.push(storedKey);
    attached.push(row.id);
  }
  return { attached, refused: documentIds.filter((id) => !attached.includes(id)) };
}
