/** The file's bytes as a data: URL, as the browser reads them. */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The file's bytes as base64 (no data: prefix), as the upload calls send them. */
export async function readFileAsBase64(file: Blob): Promise<string> {
  const url = await readFileAsDataUrl(file);
  return url.slice(url.indexOf(',') + 1);
}
