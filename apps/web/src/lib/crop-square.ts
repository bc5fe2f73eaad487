import { PROFILE_PICTURE_SIZE } from '@portal/domain/profile/my-profile-schemas';

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
