import { PDFDocument, StandardFonts } from 'pdf-lib';
import { makeTiff as writeTiff } from '../../../server/test/documents/test-files';

/** Small but valid files built in code, so the end-to-end tests carry no binaries. */

/** A letter-size PDF with `pages` pages reading 'Page 1', 'Page 2', ... */
export async function makePdf(pages = 3): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`Page ${i + 1}`, { x: 72, y: 700, size: 36, font });
  }
  return Buffer.from(await pdf.save());
}

/**
 * A scanned-looking grayscale page: white paper, a border, page-number blocks in the header
 * (one block on page 1, two on page 2, ...) and grey bars for lines of text.
 */
function scanPixels(page: number, width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height, 255);
  const fill = (x0: number, y0: number, w: number, h: number, shade: number) => {
    for (let y = Math.max(0, y0); y < Math.min(height, y0 + h); y++) pixels.fill(shade, y * width + Math.max(0, x0), y * width + Math.min(width, x0 + w));
  };
  fill(0, 0, width, 3, 0);
  fill(0, height - 3, width, 3, 0);
  fill(0, 0, 3, height, 0);
  fill(width - 3, 0, 3, height, 0);
  for (let block = 0; block <= page; block++) fill(24 + block * 36, 24, 28, 28, 30);
  for (let line = 0, y = 80; y < height - 40; line++, y += 22) fill(24, y, width - 48 - ((line * 37 + page * 53) % 120), 8, 150);
  return pixels;
}

/** A TIFF of `pages` scanned-looking grayscale pages (the TIFF writer of the server tests). */
export function makeTiff(pages = 2, width = 480, height = 620): Buffer {
  return writeTiff(pages, width, height, scanPixels);
}

/** A one-page PDF small enough to build by hand. */
export function onePagePdf(text: string): Buffer {
  const content = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
