import { extensionOf, normalizeExtension } from '@portal/domain/documents/file-extensions';

/** The name a download is saved under: the document's name, with its extension added when missing. */
export function downloadName(name: string, extension?: string | null): string {
  const base = name.trim() || 'document';
  const wanted = normalizeExtension(extension);
  if (!wanted || extensionOf(base) === wanted) return base;
  return `${base}${wanted}`;
}

/** Saves a blob the browser already holds (fetched with the bearer token) under the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
