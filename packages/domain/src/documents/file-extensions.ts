/**
 * File extensions are compared lower-case with their leading dot ('.pdf'), everywhere.
 */
export const UPLOADABLE_EXTENSIONS = ['.pdf', '.png', '.jpeg', '.jpg', '.tif', '.tiff'] as const;
/** The viewer opens these in a preview; anything else downloads. */
export const VIEWABLE_EXTENSIONS = ['.pdf', '.png', '.jpeg', '.jpg', '.tif', '.tiff'] as const;
/** Pasted or dropped images are also accepted in these formats. */
export const PASTED_IMAGE_EXTRA_EXTENSIONS = ['.heic', '.heif', '.gif', '.webp'] as const;

/** '.pdf' from 'Scan.PDF', 'a/b/c.tiff' or 'pdf'; '' when the name has none ('README', '.env', 'file.'). */
export function extensionOf(name: string | null | undefined): string {
  if (!name) return '';
  const base = name.trim().split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return '';
  return base.slice(dot).toLowerCase();
}

/** An extension as stored on a document ('pdf', '.PDF') in the '.pdf' form. */
export function normalizeExtension(extension: string | null | undefined): string {
  const trimmed = (extension ?? '').trim().toLowerCase();
  if (trimmed === '' || trimmed === '.') return '';
  return trimmed.startsWith('.') ? trimmed : `.${trimmed}`;
}

export function isViewableExtension(extension: string | null | undefined): boolean {
  return (VIEWABLE_EXTENSIONS as readonly string[]).includes(normalizeExtension(extension));
}

export function isViewable(name: string | null | undefined): boolean {
  return isViewableExtension(extensionOf(name));
}

export interface UploadOrigin {
  /** The file was pasted or dropped rather than picked. */
  pasted?: boolean;
}

export function uploadableExtensions({ pasted = false }: UploadOrigin = {}): readonly string[] {
  return pasted ? [...UPLOADABLE_EXTENSIONS, ...PASTED_IMAGE_EXTRA_EXTENSIONS] : UPLOADABLE_EXTENSIONS;
}

export function isUploadable(name: string | null | undefined, origin: UploadOrigin = {}): boolean {
  return uploadableExtensions(origin).includes(extensionOf(name));
}

/** The accept attribute of a file input: '.pdf,.png,...'. */
export function acceptAttribute(origin: UploadOrigin = {}): string {
  return uploadableExtensions(origin).join(',');
}
