import { EntityType } from '@portal/domain/common/entity-type';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { newFileKey, type FileStore } from '../../lib/file-store';
import { insertDocument, type DocumentRow } from './documents.repository';

async function fileBytes(fileStore: FileStore, key: string): Promise<Buffer | undefined> {
  const file = await fileStore.get(key);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Files a copy of a document on a case as the caller's company's own, like a file uploaded on the
 * case page: listed on the case, not a second time on its shipment, and kept when the original's
 * owner removes theirs. The file is stored before the row (written in the caller's transaction);
 * answers the new file's key, for the caller to remove if its transaction fails, or undefined when
 * the original's file is gone.
 */
export async function copyDocumentToCase(trx: Db, fileStore: FileStore, caller: Caller, original: DocumentRow, caseId: number): Promise<string | undefined> {
  const bytes = await fileBytes(fileStore, original.storage_key);
  if (!bytes) return undefined;
  const storageKey = newFileKey();
  await fileStore.put(storageKey, bytes, original.content_type);
  await insertDocument(trx, {
    name: original.name,
    file_type: original.file_type,
    extension: original.extension,
    content_type: original.content_type,
    size_bytes: bytes.byteLength,
    storage_key: storageKey,
    entity_type: EntityType.CASE,
    entity_id: caseId,
    company_id: caller.companyId,
    case_id: caseId,
    uploaded_by_user_id: caller.userId,
  });
  return storageKey;
}
