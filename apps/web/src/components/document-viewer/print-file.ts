/**
 * Printing without leaving the page: the file goes into a hidden iframe whose window prints it. PDFs
 * and images print as they are; TIFF pages (which browsers cannot show) print as the PNGs the viewer
 * drew.
 */
const CLEANUP_AFTER_MS = 60_000;

function hiddenFrame(): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0', visibility: 'hidden' });
  return frame;
}

function printWhenLoaded(frame: HTMLIFrameElement, urls: string[]): void {
  const cleanup = () => {
    frame.remove();
    urls.forEach((url) => URL.revokeObjectURL(url));
  };
  frame.addEventListener('load', () => {
    const target = frame.contentWindow;
    if (!target) return cleanup();
    target.focus();
    target.print();
    // print() returns when the dialog closes in most browsers, but not all: keep the frame a while.
    window.setTimeout(cleanup, CLEANUP_AFTER_MS);
  });
  document.body.appendChild(frame);
}

/** The HTML page that prints images one per sheet. */
export function imagesPrintHtml(imageUrls: readonly string[], title: string): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const pages = imageUrls.map((url) => `<img src="${escape(url)}" alt="">`).join('');
  return `<!doctype html><html><head><title>${escape(title)}</title><style>
@page { margin: 10mm; }
html, body { margin: 0; }
img { display: block; max-width: 100%; max-height: 100vh; margin: 0 auto; page-break-after: always; break-after: page; }
img:last-child { page-break-after: auto; break-after: auto; }
</style></head><body>${pages}</body></html>`;
}

/** A PDF prints through the browser's own PDF viewer inside the frame. */
export function printPdf(blob: Blob): void {
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  const frame = hiddenFrame();
  frame.src = url;
  printWhenLoaded(frame, [url]);
}

/** Images (one or more pages) print fitted to the sheet. */
export function printImages(images: readonly Blob[], title: string): void {
  const urls = images.map((image) => URL.createObjectURL(image));
  const frame = hiddenFrame();
  frame.srcdoc = imagesPrintHtml(urls, title);
  printWhenLoaded(frame, urls);
}
