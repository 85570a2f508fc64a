import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// DejaVu Sans, embedded (subset) in each PDF: it has every French letter, €, and the narrow
// no-break space Intl puts in French amounts; pdfkit's standard fonts are not embedded.
// Read once per process: each document then parses them from memory.
const require = createRequire(import.meta.url);
const FONTS = {
  regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
};

/** The shop's documents' page: A4, 50 pt margins (70 at the foot, which footEveryPage writes at y 790), the house colours. */
export const PAGE = { left: 50, width: 495, brown: '#7a4a1e', grey: '#6b5a48' } as const;

/**
 * An A4 document in `lang` with the fonts 'regular' and 'bold', its pages kept until the end (so a
 * foot can name the page count), and its bytes once `pdf.end()` is called.
 */
export function startPdf(lang: string, info: { Title: string; Author: string }): { pdf: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const pdf = new PDFDocument({ size: 'A4', margins: { top: 50, left: PAGE.left, right: PAGE.left, bottom: 70 }, bufferPages: true, lang, info });
  pdf.registerFont('regular', FONTS.regular);
  pdf.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, done };
}

/** Writes `foot(page, count)` at the bottom of every page, below the bottom margin. */
export function footEveryPage(pdf: PDFKit.PDFDocument, foot: (page: number, count: number) => void): void {
  const range = pdf.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    pdf.switchToPage(range.start + index);
    // Below the bottom margin: pdfkit would otherwise open a new page for the foot.
    pdf.page.margins.bottom = 0;
    foot(index + 1, range.count);
  }
}
