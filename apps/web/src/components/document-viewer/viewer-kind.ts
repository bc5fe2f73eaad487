import { extensionOf, normalizeExtension } from '@portal/domain/documents/file-extensions';
import { detectFileKind } from '@portal/domain/documents/magic-bytes';

/** How the viewer shows a file. */
export type ViewerKind = 'pdf' | 'image' | 'tiff';

/** Enough of the start of a file to recognise it (a PDF header may sit anywhere in the first 1024 bytes). */
const SNIFF_BYTES = 1100;

function kindOfExtension(extension: string): ViewerKind | null {
  switch (extension) {
    case '.pdf':
      return 'pdf';
    case '.png':
    case '.jpg':
    case '.jpeg':
    case '.gif':
    case '.webp':
      return 'image';
    case '.tif':
    case '.tiff':
      return 'tiff';
    default:
      return null;
  }
}

/** The kind by content first (a mislabelled file still opens), then by the stored extension or name. */
export function viewerKindOf(bytes: Uint8Array, name: string, extension?: string | null): ViewerKind | null {
  switch (detectFileKind(bytes)) {
    case 'pdf':
      return 'pdf';
    case 'tiff':
      return 'tiff';
    case 'png':
    case 'jpeg':
    case 'gif':
    case 'webp':
      return 'image';
    case 'heic':
      // Browsers cannot draw HEIC; say so rather than show a broken image.
      return null;
    default:
      return kindOfExtension(normalizeExtension(extension) || extensionOf(name));
  }
}

export async function sniffViewerKind(blob: Blob, name: string, extension?: string | null): Promise<ViewerKind | null> {
  const head = new Uint8Array(await blob.slice(0, SNIFF_BYTES).arrayBuffer());
  return viewerKindOf(head, name, extension);
}
