import { PROFILE_PICTURE_SIZE } from '@portal/domain/profile/my-profile-schemas';
import type { TFunction } from '../i18n/i18n';
import { notify } from './notify';

export const PICTURE_TYPES = ['image/png', 'image/jpeg'];

/**
 * The picture cropped to its centred square and scaled to 256 px, as a data: URL of the same kind
 * (PNG stays PNG, JPEG stays JPEG). Rejects when the browser cannot read the image.
 */
export async function cropToSquare(file: File): Promise<{ name: string; data: string }> {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = PROFILE_PICTURE_SIZE;
  canvas.height = PROFILE_PICTURE_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The picture could not be read');
  context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, PROFILE_PICTURE_SIZE, PROFILE_PICTURE_SIZE);
  bitmap.close();
  const jpeg = file.type === 'image/jpeg';
  const stem = file.name.replace(/\.[^.]*$/, '') || 'profile-picture';
  return { name: `${stem}.${jpeg ? 'jpg' : 'png'}`, data: canvas.toDataURL(jpeg ? 'image/jpeg' : 'image/png', 0.9) };
}

/**
 * The chosen file as a profile picture (cropped square), or null once the person was told why it
 * cannot be one: not a PNG or JPEG, or not readable as an image.
 */
export async function pictureOfChosenFile(file: File, t: TFunction): Promise<{ name: string; data: string } | null> {
  if (!PICTURE_TYPES.includes(file.type)) {
    notify.error(t('A profile picture must be a PNG or JPEG image'));
    return null;
  }
  try {
    return await cropToSquare(file);
  } catch {
    notify.error(t('The picture could not be read'));
    return null;
  }
}
