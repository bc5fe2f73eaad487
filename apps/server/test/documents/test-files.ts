import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Small but valid files of each uploadable kind, built in code so the tests carry no binaries. */

export async function makePdf(pages = 1, text = 'Proof of delivery'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`${text} - page ${i + 1}`, { x: 72, y: 720, size: 18, font });
  }
  return Buffer.from(await pdf.save());
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width x height RGB PNG in one colour. */
export function makePng(width = 4, height = 4, rgb: [number, number, number] = [21, 101, 192]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The smallest JPEG header a sniffer sees; enough for a content check, not for a viewer. */
export function makeJpegHead(): Buffer {
  return Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
}

/** Each page a different flat shade. */
const flatShade = (page: number, width: number, height: number) => Buffer.alloc(width * height, 40 + page * 100);

/**
 * A baseline little-endian TIFF with `pages` uncompressed 8-bit grayscale pages of width x height,
 * painted by `paint` (one grey byte a pixel): header, then per page its pixels, resolution values
 * and IFD. The end-to-end suite builds its scanned-looking pages with the same writer.
 */
export function makeTiff(pages = 2, width = 8, height = 8, paint: (page: number, width: number, height: number) => Buffer = flatShade): Buffer {
  const parts: Buffer[] = [];
  let offset = 8;
  const header = Buffer.alloc(8);
  header.write('II', 0, 'ascii');
  header.writeUInt16LE(42, 2);
  parts.push(header);
  const ifdOffsets: number[] = [];
  const ifdPatches: { buffer: Buffer; at: number }[] = [];
  for (let page = 0; page < pages; page++) {
    const pixels = paint(page, width, height);
    const pixelOffset = offset;
    parts.push(pixels);
    offset += pixels.length;
    const resolution = Buffer.alloc(8);
    resolution.writeUInt32LE(72, 0);
    resolution.writeUInt32LE(1, 4);
    const resolutionOffset = offset;
    parts.push(resolution);
    offset += resolution.length;
    // type 3 SHORT, 4 LONG, 5 RATIONAL
    const entries: [number, number, number, number][] = [
      [256, 4, 1, width],
      [257, 4, 1, height],
      [258, 3, 1, 8],
      [259, 3, 1, 1],
      [262, 3, 1, 1],
      [273, 4, 1, pixelOffset],
      [277, 3, 1, 1],
      [278, 4, 1, height],
      [279, 4, 1, pixels.length],
      [282, 5, 1, resolutionOffset],
      [283, 5, 1, resolutionOffset],
      [296, 3, 1, 2],
    ];
    const ifd = Buffer.alloc(2 + entries.length * 12 + 4);
    ifd.writeUInt16LE(entries.length, 0);
    entries.forEach(([tag, type, count, value], i) => {
      const at = 2 + i * 12;
      ifd.writeUInt16LE(tag, at);
      ifd.writeUInt16LE(type, at + 2);
      ifd.writeUInt32LE(count, at + 4);
      if (type === 3) ifd.writeUInt16LE(value, at + 8);
      else ifd.writeUInt32LE(value, at + 8);
    });
    ifdOffsets.push(offset);
    ifdPatches.push({ buffer: ifd, at: ifd.length - 4 });
    parts.push(ifd);
    offset += ifd.length;
  }
  header.writeUInt32LE(ifdOffsets[0], 4);
  ifdPatches.forEach((patch, i) => patch.buffer.writeUInt32LE(ifdOffsets[i + 1] ?? 0, patch.at));
  return Buffer.concat(parts);
}

export const base64 = (bytes: Buffer) => bytes.toString('base64');
