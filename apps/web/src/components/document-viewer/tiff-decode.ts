import * as UTIF from 'utif2';
import type { Size } from './rotation';
import { msg } from '../../i18n/msg';

export interface TiffFile {
  buffer: ArrayBuffer;
  pages: UTIF.IFD[];
}

function firstNumber(value: unknown): number {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'number' && Number.isFinite(first) ? first : 0;
}

/** Resolution tags are rationals, read by utif2 as [numerator, denominator] or a number. */
function resolution(value: unknown): number {
  if (Array.isArray(value) && value.length >= 2 && typeof value[1] === 'number' && value[1] !== 0) return Number(value[0]) / value[1];
  return firstNumber(value);
}

/** The pages (image directories) of a TIFF file; throws when there is none. */
export function readTiff(buffer: ArrayBuffer): TiffFile {
  const pages = UTIF.decode(buffer).filter((ifd) => firstNumber(ifd.t256) > 0 && firstNumber(ifd.t257) > 0);
  if (pages.length === 0) throw new Error(msg('The TIFF file has no pages'));
  return { buffer, pages };
}

/**
 * The shown size of a page in pixels. Fax scans have taller pixels than wide ones (204 x 98 dpi), so
 * the height is stretched by the ratio of the resolutions to keep the page's proportions.
 */
export function tiffPageSize(page: UTIF.IFD): Size {
  const width = firstNumber(page.t256);
  const height = firstNumber(page.t257);
  const x = resolution(page.t282);
  const y = resolution(page.t283);
  const aspect = x > 0 && y > 0 ? x / y : 1;
  return { width, height: Math.round(height * aspect) };
}

/** Decodes one page into the canvas at its stored pixel size. */
export function drawTiffPage(file: TiffFile, page: UTIF.IFD, canvas: HTMLCanvasElement): void {
  // utif2 keeps the decoded pixels on the directory; decode once.
  if (!(page as { data?: Uint8Array }).data) UTIF.decodeImage(file.buffer, page);
  const rgba = UTIF.toRGBA8(page);
  const width = page.width;
  const height = page.height;
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(msg('The browser cannot draw the page'));
  context.putImageData(new ImageData(new Uint8ClampedArray(rgba.buffer as ArrayBuffer, rgba.byteOffset, width * height * 4), width, height), 0, 0);
}

/** Every page as a PNG, for printing. */
export async function tiffPagesAsPng(file: TiffFile): Promise<Blob[]> {
  const images: Blob[] = [];
  for (const page of file.pages) {
    const canvas = document.createElement('canvas');
    drawTiffPage(file, page, canvas);
    images.push(await new Promise<Blob>((resolve, reject) => canvas.toBlob((png) => (png ? resolve(png) : reject(new Error(msg('The page could not be printed')))), 'image/png')));
  }
  return images;
}
