import type { Insertable } from 'kysely';
import type { CaseHistoryTable } from './database';
import type { Db } from './db';

/**
 * The case history row saying documents were attached to a case, written by two modules: cases
 * (the evidence attached when a case opens) and documents (a file uploaded to a case later). It
 * lives here so the documents module needs nothing of the cases module, which uses documents.
 */
export function documentsLinkedRow(caseId: number, userId: number, count: number, at: Date): Insertable<CaseHistoryTable> {
  return {
    case_id: caseId,
    action: 'DocumentsAttached',
    field: 'documents',
    old_value: null,
    new_value: String(count),
    description: count === 1 ? '1 document attached' : `${count} documents attached`,
    user_id: userId,
    created_at: at,
  };
}

/** Writes that row in the caller's transaction; the caller has already reached the case through its rule. */
export async function recordDocumentsAttached(trx: Db, caseId: number, userId: number, count: number, at = new Date()): Promise<void> {
  await trx.insertInto('case_history').values(documentsLinkedRow(caseId, userId, count, at)).execute();
}
