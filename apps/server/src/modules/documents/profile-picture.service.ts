import { extensionOf } from '@portal/domain/documents/file-extensions';
import { FileType } from '@portal/domain/documents/file-type';
import { detectFileKind, extensionsForKind } from '@portal/domain/documents/magic-bytes';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { storeThenRecord } from '../../lib/file-store';
import { badRequest, fieldErrors, HttpProblem } from '../../lib/problem';
import { contentTypeOf, sanitizeDocumentName, storedFileColumns } from './document-file';
import { decodeUploadData } from './document-upload.service';
import type { DocumentDeps } from './documents.service';
import { insertDocument, softDeleteDocument } from './documents.repository';
import { PROFILE_MESSAGES } from '@portal/domain/profile/profile-messages';
import { SHARED_MESSAGES } from '@portal/domain/common/shared-messages';

export const PICTURE_MUST_BE_IMAGE = PROFILE_MESSAGES.pictureMustBeImage;
/** A picture shown beside a name needs no more; the route's body limit leaves room for base64. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** A picture's bytes checked the way document uploads are: base64, the size limit, and the content, not the name, decides the type. */
function checkPicture(input: { name: string; data: string }) {
  const bytes = decodeUploadData(input.data);
  if (bytes.length === 0) throw badRequest(PROFILE_MESSAGES.pictureEmpty, { data: [PROFILE_MESSAGES.pictureEmpty] });
  if (bytes.length > MAX_PICTURE_BYTES) {
    throw new HttpProblem(413, 'Content Too Large', PROFILE_MESSAGES.pictureTooLarge({ megabytes: 5 }), fieldErrors({ data: [PROFILE_MESSAGES.pictureTooLarge({ megabytes: 5 })] }));
  }
  const kind = detectFileKind(bytes);
  if (kind !== 'png' && kind !== 'jpeg') throw badRequest(PICTURE_MUST_BE_IMAGE, { data: [PICTURE_MUST_BE_IMAGE] });
  const name = sanitizeDocumentName(input.name, 'profile-picture');
  const extension = extensionOf(name);
  if (!extensionsForKind(kind).includes(extension)) {
    const message = SHARED_MESSAGES.contentDoesNotMatchExtension({ extension: extension || 'missing' });
    throw badRequest(message, { name: [message] });
  }
  return { bytes, name, extension, contentType: contentTypeOf(kind) };
}

/**
 * Stores a profile picture (a Contact Profile Picture document of the caller's company, on the record
 * given) and answers its id. The file goes first under a generated key; `attach` runs in the same
 * transaction as the row and answers the picture it replaces, which is removed after the commit.
 */
export async function storeProfilePicture(
  deps: DocumentDeps,
  caller: Caller,
  owner: { entityType: number; entityId: number },
  input: { name: string; data: string },
  attach: (trx: Db, documentId: string) => Promise<string | null>,
): Promise<string> {
  const picture = checkPicture(input);
  const done = await storeThenRecord(deps, picture, 'could not remove the file of a failed picture upload', (storageKey) =>
    deps.db.transaction().execute(async (trx) => {
      const id = await insertDocument(trx, {
        ...storedFileColumns(picture, storageKey),
        file_type: FileType.ContactProfilePicture,
        entity_type: owner.entityType,
        entity_id: owner.entityId,
        company_id: caller.companyId,
        uploaded_by_user_id: caller.userId,
      });
      return { id, replaced: await attach(trx, id) };
    }),
  );
  if (done.replaced) await removeProfilePicture(deps, done.replaced);
  return done.id;
}

/** Removes a picture no longer in use (its row soft-deleted, its file deleted; a file left behind is only logged). */
export async function removeProfilePicture(deps: DocumentDeps, documentId: string): Promise<void> {
  const storageKey = await softDeleteDocument(deps.db, documentId);
  if (storageKey) await deps.fileStore.delete(storageKey).catch((error) => deps.log.error({ err: error, documentId, storageKey }, 'could not remove a replaced picture file'));
}
