import { answerMessage, type AnswerMessage } from '@portal/domain/common/message-codes';
import { MESSAGES } from '@portal/domain/common/messages';
import { SHARED_MESSAGES } from '@portal/domain/common/shared-messages';
import { PROFILE_MESSAGES } from '@portal/domain/profile/profile-messages';
import type { CurrentUser } from '@portal/domain/auth/current-user';
import { extensionOf } from '@portal/domain/documents/file-extensions';
import { detectFileKind, extensionsForKind } from '@portal/domain/documents/magic-bytes';
import { MAX_PROFILE_PICTURE_BYTES, type ProfilePictureUpload } from '@portal/domain/profile/my-profile-schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import type { FileStore } from '../../lib/file-store';
import { newFileKey } from '../../lib/file-store';
import { badRequest, fieldErrors, HttpProblem, notFound } from '../../lib/problem';
import { currentUser } from '../auth/auth.service';
import { decodeUploadData } from '../documents/document-upload.service';
import { deleteProfilePicture, findProfilePicture, insertProfilePicture, setUserPicture } from './profile.repository';

export interface PictureContext {
  db: Db;
  fileStore: FileStore;
  forgetCaller(userId: number): void;
}

const PICTURE_KINDS = ['png', 'jpeg'] as const;
const ONLY_IMAGES = PROFILE_MESSAGES.pictureMustBeImage;

/** The picture's bytes and content type, checked by content like every upload (documents' checks). */
function checkPicture(input: ProfilePictureUpload) {
  const bytes = decodeUploadData(input.data);
  if (bytes.length === 0) throw badRequest(PROFILE_MESSAGES.choosePicture, { data: [PROFILE_MESSAGES.choosePicture] });
  if (bytes.length > MAX_PROFILE_PICTURE_BYTES) {
    throw new HttpProblem(413, 'Content Too Large', PROFILE_MESSAGES.pictureTooLarge({ megabytes: 2 }), fieldErrors({ data: [PROFILE_MESSAGES.pictureTooLarge({ megabytes: 2 })] }));
  }
  const kind = detectFileKind(bytes);
  const extension = extensionOf(input.name);
  if (!kind || !(PICTURE_KINDS as readonly string[]).includes(kind)) throw badRequest(ONLY_IMAGES, { data: [ONLY_IMAGES] });
  if (!extensionsForKind(kind).includes(extension)) {
    throw badRequest(SHARED_MESSAGES.contentDoesNotMatchExtension({ extension: extension || 'missing' }), { data: [SHARED_MESSAGES.contentDoesNotMatchExtension({ extension })] });
  }
  return { bytes, contentType: kind === 'png' ? 'image/png' : 'image/jpeg' };
}

async function dropPicture(ctx: PictureContext, fileId: string | null): Promise<void> {
  if (!fileId) return;
  const key = await deleteProfilePicture(ctx.db, fileId);
  if (key) await ctx.fileStore.delete(key);
}

/** Pictures are small; a route taking one sets this body limit so anything larger is never parsed. */
export const PICTURE_BODY_LIMIT = 3 * 1024 * 1024;

/** Whose picture: the user, and the company its picture rows belong to. */
export interface PictureOwner {
  userId: number;
  companyId: number;
}

/** More work of the change, in its transaction (an audit entry), told the picture it replaced. */
export type AlsoInTransaction = (trx: Transaction<Database>, replaced: string | null) => Promise<unknown>;

/** Stores a user's picture (checked by content, cropped square by the portal) and points the user at it; the old one is removed. */
export async function storeUserPicture(ctx: PictureContext, owner: PictureOwner, input: ProfilePictureUpload, also?: AlsoInTransaction): Promise<void> {
  const picture = checkPicture(input);
  const storageKey = newFileKey();
  await ctx.fileStore.put(storageKey, picture.bytes, picture.contentType);
  let previous: string | null;
  try {
    previous = await ctx.db.transaction().execute(async (trx) => {
      const id = await insertProfilePicture(trx, { userId: owner.userId, companyId: owner.companyId, storageKey, contentType: picture.contentType, sizeBytes: picture.bytes.length });
      const replaced = await setUserPicture(trx, owner.userId, id);
      await also?.(trx, replaced);
      return replaced;
    });
  } catch (error) {
    await ctx.fileStore.delete(storageKey);
    throw error;
  }
  await dropPicture(ctx, previous);
  ctx.forgetCaller(owner.userId);
}

/** Takes a user's picture away; answers whether there was one. */
export async function clearUserPicture(ctx: PictureContext, userId: number, also?: AlsoInTransaction): Promise<boolean> {
  const previous = await ctx.db.transaction().execute(async (trx) => {
    const replaced = await setUserPicture(trx, userId, null);
    await also?.(trx, replaced);
    return replaced;
  });
  await dropPicture(ctx, previous);
  ctx.forgetCaller(userId);
  return previous !== null;
}

/** Saves the caller's own picture; the old one is removed. */
export async function saveProfilePicture(ctx: PictureContext, caller: Caller, input: ProfilePictureUpload): Promise<{ data: CurrentUser } & AnswerMessage> {
  await storeUserPicture(ctx, { userId: caller.userId, companyId: caller.companyId }, input);
  return { data: await currentUser(ctx, caller), ...answerMessage(MESSAGES.profilePictureSaved) };
}

export async function removeProfilePicture(ctx: PictureContext, caller: Caller): Promise<{ data: CurrentUser } & AnswerMessage> {
  await clearUserPicture(ctx, caller.userId);
  return { data: await currentUser(ctx, caller), ...answerMessage(MESSAGES.profilePictureRemoved) };
}

/**
 * A picture is seen by the people who meet its owner in the portal: their own company, and across
 * companies only between the brokerage and the others (notes and mentions are where they meet).
 * Anyone else gets a 404, as for a picture that does not exist.
 */
export async function readProfilePicture(ctx: PictureContext, caller: Caller, fileId: string) {
  const picture = await findProfilePicture(ctx.db, fileId);
  const visible = picture && (picture.company_id === caller.companyId || caller.isBrokerage || picture.company_kind === 'Brokerage');
  if (!picture || !visible) throw notFound('Profile picture');
  const file = await ctx.fileStore.get(picture.storage_key);
  if (!file) throw notFound('Profile picture');
  return { stream: file.stream, size: file.size, contentType: picture.content_type };
}
