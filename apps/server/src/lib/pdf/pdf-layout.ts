import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

/** US Letter, in points. */
export const LETTER_PORTRAIT = { width: 612, height: 792 } as const;
export const LETTER_LANDSCAPE = { width: 792, height: 612 } as const;

export const PDF_COLORS = {
  ink: rgb(0.1, 0.1, 0.1),
  muted: rgb(0.4, 0.4, 0.4),
  brand: rgb(0.08, 0.4, 0.75), // #1565C0
} as const;

/**
 * Which characters the standard fonts draw: WinAnsi (Latin-1 included) or plain ASCII. Anything
 * else is folded (accents dropped, typographic quotes and dashes made plain) or replaced by '?'.
 */
export type PdfCharset = 'winAnsi' | 'ascii';

const UNPRINTABLE: Record<PdfCharset, RegExp> = { winAnsi: /[^\x20-\x7E\xA0-\xFF]/g, ascii: /[^\x20-\x7E]/g };

export function pdfText(value: unknown, charset: PdfCharset = 'winAnsi'): string {
  return String(value ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(UNPRINTABLE[charset], '?');
}

export interface PdfLayoutOptions {
  page: { width: number; height: number };
  margin: number;
  /** Document properties. */
  title: string;
  subject: string;
  keywords?: string[];
  /** The small line at the bottom of every page, given the page number. */
  footer: (pageNumber: number) => string;
  charset?: PdfCharset;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
  indent?: number;
}

export interface TableColumn {
  header: string;
  /** Points; `PdfLayout.widths` turns fractions of the printable width into points. */
  width: number;
  align?: 'left' | 'right';
}

export interface TableOptions {
  size?: number;
  /** Long cells wrap onto more lines, or are cut to one line ending in '~'. */
  overflow?: 'wrap' | 'fit';
  /** Space kept between a cell's text and the next column (default 6). */
  padding?: number;
  /** A fixed row height; by default a row is as tall as its longest cell. */
  rowHeight?: number;
  /** Draw the header again at the top of each page the table continues on. */
  repeatHeader?: boolean;
  /** A bold last row under a rule, e.g. totals. */
  totals?: string[];
}

const LINE_GAP = 3;

/**
 * The one layout of the documents the server prints (bill of lading, rate confirmation, remittance):
 * a top-to-bottom writer of titles, lines, label columns, tables and signature lines on pdf-lib's
 * standard fonts, starting a new page (with its footer) when the current one is full.
 */
export class PdfLayout {
  private page!: PDFPage;
  private y = 0;
  private pageCount = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly options: PdfLayoutOptions,
  ) {
    this.newPage();
  }

  static async create(options: PdfLayoutOptions): Promise<PdfLayout> {
    const charset = options.charset ?? 'winAnsi';
    const doc = await PDFDocument.create();
    doc.setTitle(pdfText(options.title, charset));
    doc.setSubject(pdfText(options.subject, charset));
    if (options.keywords) doc.setKeywords(options.keywords.map((keyword) => pdfText(keyword, charset)));
    doc.setCreator('Freight portal');
    doc.setProducer('Freight portal (pdf-lib)');
    const [font, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
    return new PdfLayout(doc, font, bold, options);
  }

  /** The width between the margins. */
  get printableWidth(): number {
    return this.options.page.width - 2 * this.options.margin;
  }

  /** Column widths in points from fractions of the printable width. */
  widths(fractions: readonly number[]): number[] {
    const total = this.printableWidth;
    return fractions.map((fraction) => fraction * total);
  }

  private get margin(): number {
    return this.options.margin;
  }

  private text(value: string): string {
    return pdfText(value, this.options.charset);
  }

  private fontOf(bold: boolean | undefined): PDFFont {
    return bold ? this.bold : this.font;
  }

  private newPage() {
    const { width, height } = this.options.page;
    this.page = this.doc.addPage([width, height]);
    this.pageCount += 1;
    this.y = height - this.margin;
    const footer = this.text(this.options.footer(this.pageCount));
    this.page.drawText(footer, { x: this.margin, y: this.margin / 2, size: 8, font: this.font, color: PDF_COLORS.muted });
  }

  /** Starts a new page unless `height` still fits on this one; answers whether it did. */
  private ensure(height: number): boolean {
    if (this.y - height >= this.margin) return false;
    this.newPage();
    return true;
  }

  private rule(y: number, thickness: number, color: RGB) {
    this.page.drawLine({ start: { x: this.margin, y }, end: { x: this.options.page.width - this.margin, y }, thickness, color });
  }

  private wrap(value: string, size: number, width: number, font: PDFFont): string[] {
    const lines: string[] = [];
    // Split before folding: pdfText would turn the line breaks themselves into '?'.
    for (const paragraph of String(value).split('\n').map((part) => this.text(part))) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width || !line) {
          line = candidate;
        } else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** The text cut to `width`, ending in '~' when cut. */
  private fit(value: string, size: number, width: number, font: PDFFont): string {
    let text = this.text(value);
    while (text.length > 1 && font.widthOfTextAtSize(text, size) > width) text = text.slice(0, -2) + '~';
    return text;
  }

  /** The document's title in the brand colour, an optional right-aligned reference, and a rule. */
  title(value: string, right?: string) {
    this.ensure(30);
    const { width } = this.options.page;
    this.page.drawText(this.text(value), { x: this.margin, y: this.y - 20, size: 20, font: this.bold, color: PDF_COLORS.brand });
    if (right) {
      const size = 12;
      const text = this.text(right);
      this.page.drawText(text, { x: width - this.margin - this.bold.widthOfTextAtSize(text, size), y: this.y - 18, size, font: this.bold, color: PDF_COLORS.ink });
    }
    this.y -= 30;
    this.rule(this.y, 1, PDF_COLORS.brand);
    this.y -= 10;
  }

  heading(value: string) {
    this.ensure(28);
    this.y -= 8;
    this.page.drawText(this.text(value), { x: this.margin, y: this.y - 11, size: 11, font: this.bold, color: PDF_COLORS.brand });
    this.y -= 16;
  }

  /** A paragraph, wrapped to the printable width (less the indent). */
  line(value: string, style: TextStyle = {}) {
    const size = style.size ?? 9.5;
    const font = this.fontOf(style.bold);
    const indent = style.indent ?? 0;
    for (const part of this.wrap(value, size, this.printableWidth - indent, font)) {
      this.ensure(size + 4);
      this.page.drawText(part, { x: this.margin + indent, y: this.y - size, size, font, color: style.color ?? PDF_COLORS.ink });
      this.y -= size + 4;
    }
  }

  /** Two columns of lines side by side, each headed by its first (bold) line. */
  columns(left: string[], right: string[]) {
    const size = 9.5;
    const half = this.printableWidth / 2;
    const rows = Math.max(left.length, right.length);
    for (let i = 0; i < rows; i++) {
      this.ensure(size + 4);
      const font = i === 0 ? this.bold : this.font;
      if (left[i]) this.page.drawText(this.fit(left[i], size, half - 8, font), { x: this.margin, y: this.y - size, size, font, color: PDF_COLORS.ink });
      if (right[i]) this.page.drawText(this.fit(right[i], size, half - 8, font), { x: this.margin + half, y: this.y - size, size, font, color: PDF_COLORS.ink });
      this.y -= size + 4;
    }
  }

  /** Label and value pairs, one a line: the label bold, the value at `labelWidth` from the margin. */
  facts(pairs: readonly (readonly [string, string])[], options: { size?: number; labelWidth: number }) {
    const size = options.size ?? 10;
    for (const [label, value] of pairs) {
      this.ensure(size + 4);
      this.page.drawText(this.text(label), { x: this.margin, y: this.y - size, size, font: this.bold, color: PDF_COLORS.ink });
      this.page.drawText(this.text(value), { x: this.margin + options.labelWidth, y: this.y - size, size, font: this.font, color: PDF_COLORS.ink });
      this.y -= size + 4;
    }
  }

  /** A table with fixed column widths under a bold header; right-aligned columns for numbers. */
  table(columns: readonly TableColumn[], rows: readonly string[][], options: TableOptions = {}) {
    const size = options.size ?? 8.5;
    const padding = options.padding ?? 6;
    const xs = columns.reduce<number[]>((acc, _column, i) => [...acc, i === 0 ? this.margin : acc[i - 1] + columns[i - 1].width], []);
    const cellLines = (cell: string, width: number, font: PDFFont) =>
      options.overflow === 'fit' ? [this.fit(cell, size, width, font)] : this.wrap(cell, size, width, font);
    const draw = (cells: readonly string[], font: PDFFont, onNewPage?: () => void) => {
      const wrapped = cells.map((cell, i) => cellLines(cell, columns[i].width - padding, font));
      const height = options.rowHeight ?? Math.max(...wrapped.map((w) => w.length)) * (size + LINE_GAP) + LINE_GAP;
      if (this.ensure(height)) onNewPage?.();
      wrapped.forEach((lines, i) => {
        lines.forEach((text, j) => {
          const x = columns[i].align === 'right' ? xs[i] + columns[i].width - padding - font.widthOfTextAtSize(text, size) : xs[i];
          this.page.drawText(text, { x, y: this.y - size - j * (size + LINE_GAP), size, font, color: PDF_COLORS.ink });
        });
      });
      this.y -= height;
    };
    const header = () => {
      draw(
        columns.map((column) => column.header),
        this.bold,
      );
      this.rule(this.y + 1, 0.5, PDF_COLORS.muted);
    };
    header();
    for (const row of rows) draw(row, this.font, options.repeatHeader ? header : undefined);
    if (options.totals) {
      this.rule(this.y + 1, 0.5, PDF_COLORS.muted);
      draw(options.totals, this.bold);
    }
  }

  /**
   * Lines on the left beside a square code on the right margin, drawn as filled modules (vector,
   * so it prints sharp at any size and the same modules always make the same bytes).
   */
  qrBeside(lines: readonly string[], code: { size: number; isDark(row: number, column: number): boolean }, side = 84) {
    const size = 9.5;
    const height = Math.max(side, lines.length * (size + 4));
    this.ensure(height + 4);
    const module = side / code.size;
    const left = this.options.page.width - this.margin - side;
    const top = this.y;
    for (let row = 0; row < code.size; row++) {
      for (let column = 0; column < code.size; column++) {
        if (code.isDark(row, column)) this.page.drawRectangle({ x: left + column * module, y: top - (row + 1) * module, width: module, height: module, color: PDF_COLORS.ink });
      }
    }
    const width = this.printableWidth - side - 12;
    lines.forEach((line, i) => {
      const font = i === 0 ? this.bold : this.font;
      this.page.drawText(this.fit(line, size, width, font), { x: this.margin, y: top - size - i * (size + 4), size, font, color: PDF_COLORS.ink });
    });
    this.y -= height + 4;
  }

  space(points = 8) {
    this.y -= points;
  }

  /** Signature lines side by side, each with its label under it. */
  signature(labels: string[]) {
    this.ensure(50);
    this.y -= 34;
    const width = (this.printableWidth - 20 * (labels.length - 1)) / labels.length;
    labels.forEach((label, i) => {
      const x = this.margin + i * (width + 20);
      this.page.drawLine({ start: { x, y: this.y }, end: { x: x + width, y: this.y }, thickness: 0.5, color: PDF_COLORS.ink });
      this.page.drawText(this.text(label), { x, y: this.y - 10, size: 8, font: this.font, color: PDF_COLORS.muted });
    });
    this.y -= 16;
  }

  /** A PNG (a signature drawn on a phone) scaled into `box` inside a thin frame, with a caption under it. */
  async picture(png: Uint8Array, box: { width: number; height: number }, caption: string) {
    const image = await this.doc.embedPng(png);
    const scale = Math.min(box.width / image.width, box.height / image.height, 1);
    this.ensure(box.height + 22);
    const top = this.y;
    this.page.drawRectangle({ x: this.margin, y: top - box.height, width: box.width, height: box.height, borderColor: PDF_COLORS.muted, borderWidth: 0.5 });
    const width = image.width * scale;
    const height = image.height * scale;
    this.page.drawImage(image, { x: this.margin + (box.width - width) / 2, y: top - box.height + (box.height - height) / 2, width, height });
    this.page.drawText(this.text(caption), { x: this.margin, y: top - box.height - 10, size: 8, font: this.font, color: PDF_COLORS.muted });
    this.y -= box.height + 18;
  }

  /** A name written as a signature (italic, large) inside a frame as tall as a drawn one, with a caption under it. */
  async writtenSignature(name: string, box: { width: number; height: number }, caption: string) {
    const italic = await this.doc.embedFont(StandardFonts.TimesRomanItalic);
    this.ensure(box.height + 22);
    const top = this.y;
    this.page.drawRectangle({ x: this.margin, y: top - box.height, width: box.width, height: box.height, borderColor: PDF_COLORS.muted, borderWidth: 0.5 });
    this.page.drawText(this.fit(name, 26, box.width - 16, italic), { x: this.margin + 8, y: top - box.height / 2 - 9, size: 26, font: italic, color: PDF_COLORS.ink });
    this.page.drawText(this.text(caption), { x: this.margin, y: top - box.height - 10, size: 8, font: this.font, color: PDF_COLORS.muted });
    this.y -= box.height + 18;
  }

  save(): Promise<Uint8Array> {
    return this.doc.save({ useObjectStreams: false });
  }
}
