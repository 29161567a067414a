/** Lays out a lesson plan or guide as a small, text-only PDF (standard Helvetica, not embedded). */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

export interface PdfSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  numbered?: string[];
  /** Closing paragraph after the lists. */
  note?: string;
}

export interface PdfDocumentSpec {
  title: string;
  /** Line under the title, e.g. the grade band. */
  subtitle: string;
  /** Short label in the top band, e.g. "LESSON PLAN". */
  kind: string;
  sections: PdfSection[];
}

const INK = rgb(0.122, 0.227, 0.373);
const BRICK = rgb(0.635, 0.231, 0.165);
const TEXT = rgb(0.12, 0.14, 0.16);
const MUTED = rgb(0.29, 0.31, 0.35);
const CREAM = rgb(0.984, 0.969, 0.937);
// Fixed dates keep the output byte-identical from one run to the next.
const FIXED_DATE = new Date("2025-01-15T12:00:00Z");

const PAGE: [number, number] = [612, 792];
const MARGIN = 56;
const BOTTOM = 64;
const WIDTH = PAGE[0] - 2 * MARGIN;

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && current) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    private doc: PDFDocument,
    private regular: PDFFont,
    private bold: PDFFont,
    private spec: PdfDocumentSpec,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(PAGE);
    const top = PAGE[1];
    this.page.drawRectangle({ x: 0, y: top - 40, width: PAGE[0], height: 40, color: INK });
    this.page.drawText(`NASHVILLE SITES  |  ${this.spec.kind}`, {
      x: MARGIN,
      y: top - 25,
      size: 9.5,
      font: this.bold,
      color: CREAM,
    });
    const right = this.spec.subtitle;
    const w = this.regular.widthOfTextAtSize(right, 9.5);
    this.page.drawText(right, {
      x: PAGE[0] - MARGIN - w,
      y: top - 25,
      size: 9.5,
      font: this.regular,
      color: CREAM,
    });
    this.y = top - 72;
  }

  ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  lines(
    text: string,
    { size = 10, font = this.regular, color = TEXT, indent = 0, gap = 4 } = {},
  ): void {
    const leading = size * 1.36;
    for (const line of wrap(text, font, size, WIDTH - indent)) {
      this.ensure(leading);
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color });
      this.y -= leading;
    }
    this.y -= gap;
  }

  item(marker: string, text: string): void {
    this.ensure(15);
    this.page.drawText(marker, {
      x: MARGIN + 4,
      y: this.y,
      size: 10,
      font: this.bold,
      color: BRICK,
    });
    this.lines(text, { indent: 20, gap: 3 });
  }

  section(s: PdfSection): void {
    this.ensure(44);
    this.y -= 4;
    this.page.drawText(s.heading, {
      x: MARGIN,
      y: this.y,
      size: 12.5,
      font: this.bold,
      color: BRICK,
    });
    this.y -= 17;
    s.paragraphs?.forEach((p) => this.lines(p, { gap: 6 }));
    s.bullets?.forEach((b) => this.item("-", b));
    s.numbered?.forEach((n, i) => this.item(`${i + 1}.`, n));
    if (s.note) this.lines(s.note, { gap: 6 });
  }
}

export async function renderPdf(spec: PdfDocumentSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(spec.title, { showInWindowTitleBar: true });
  doc.setAuthor("Nashville Sites Foundation (demo)");
  doc.setSubject(`${spec.title}, ${spec.subtitle}`);
  doc.setCreator("Nashville Sites");
  doc.setProducer("pdf-lib");
  doc.setLanguage("en-US");
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  const writer = new Writer(doc, regular, bold, spec);
  writer.lines(spec.title, { size: 24, font: bold, color: INK, gap: 2 });
  writer.lines(spec.subtitle, { size: 12, color: MUTED, gap: 8 });
  spec.sections.forEach((s) => writer.section(s));

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    page.drawLine({
      start: { x: MARGIN, y: 44 },
      end: { x: PAGE[0] - MARGIN, y: 44 },
      thickness: 0.6,
      color: MUTED,
    });
    const note =
      "Nashville Sites: free self-guided tours, in person or virtually. Free to copy for classroom use.";
    page.drawText(note, { x: MARGIN, y: 30, size: 8, font: regular, color: MUTED });
    const label = `Page ${i + 1} of ${pages.length}`;
    const w = regular.widthOfTextAtSize(label, 8);
    page.drawText(label, { x: PAGE[0] - MARGIN - w, y: 30, size: 8, font: regular, color: MUTED });
  });
  return doc.save({ useObjectStreams: true });
}
