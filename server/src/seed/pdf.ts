// Real, small PDFs for the demo documents, drawn with pdf-lib at seed time: a red header
// band with the committee's name, the title, headed sections, tables of figures, and a
// footer with page numbers. Helvetica (WinAnsi) covers the Italian accented letters.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { DEMO_COMMITTEE, type DemoDocument } from './demo-content.js';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const RED = rgb(0.843, 0.078, 0.102);
const GREY = rgb(0.35, 0.38, 0.41);
const LIGHT = rgb(0.93, 0.94, 0.95);

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderDocumentPdf(document: DemoDocument): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.title);
  pdf.setAuthor(DEMO_COMMITTEE);
  pdf.setCreationDate(new Date(document.publishedAt));
  pdf.setModificationDate(new Date(document.publishedAt));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const textWidth = A4[0] - 2 * MARGIN;

  let page: PDFPage = pdf.addPage(A4);
  let y = 0;
  const header = (target: PDFPage): void => {
    target.drawRectangle({ x: 0, y: A4[1] - 70, width: A4[0], height: 70, color: RED });
    target.drawRectangle({ x: MARGIN, y: A4[1] - 52, width: 8, height: 26, color: rgb(1, 1, 1) });
    target.drawRectangle({
      x: MARGIN - 9,
      y: A4[1] - 43,
      width: 26,
      height: 8,
      color: rgb(1, 1, 1),
    });
    target.drawText(DEMO_COMMITTEE, {
      x: MARGIN + 30,
      y: A4[1] - 44,
      size: 13,
      font: bold,
      color: rgb(1, 1, 1),
    });
    y = A4[1] - 110;
  };
  const ensureRoom = (needed: number): void => {
    if (y - needed > MARGIN + 30) return;
    page = pdf.addPage(A4);
    header(page);
  };

  header(page);
  for (const line of wrap(document.title, bold, 22, textWidth)) {
    page.drawText(line, { x: MARGIN, y, size: 22, font: bold, color: rgb(0.12, 0.13, 0.14) });
    y -= 28;
  }
  page.drawText(
    `${document.category} · pubblicato il ${new Date(document.publishedAt).toLocaleDateString('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' })}`,
    {
      x: MARGIN,
      y,
      size: 10,
      font: regular,
      color: GREY,
    },
  );
  y -= 30;

  for (const section of document.sections) {
    ensureRoom(40);
    page.drawText(section.heading, { x: MARGIN, y, size: 13, font: bold, color: RED });
    y -= 20;
    for (const paragraph of section.paragraphs) {
      for (const line of wrap(paragraph, regular, 11, textWidth)) {
        ensureRoom(16);
        page.drawText(line, {
          x: MARGIN,
          y,
          size: 11,
          font: regular,
          color: rgb(0.15, 0.16, 0.17),
        });
        y -= 15;
      }
      y -= 8;
    }
    for (const [index, [label, amount]] of (section.rows ?? []).entries()) {
      ensureRoom(22);
      if (index % 2 === 0) {
        page.drawRectangle({
          x: MARGIN - 6,
          y: y - 6,
          width: textWidth + 12,
          height: 20,
          color: LIGHT,
        });
      }
      page.drawText(label, { x: MARGIN, y, size: 11, font: regular });
      const width = bold.widthOfTextAtSize(amount, 11);
      page.drawText(amount, { x: MARGIN + textWidth - width, y, size: 11, font: bold });
      y -= 20;
    }
    y -= 12;
  }

  const pages = pdf.getPages();
  pages.forEach((target, index) => {
    target.drawText(
      `${DEMO_COMMITTEE} – documento dimostrativo · pagina ${index + 1} di ${pages.length}`,
      {
        x: MARGIN,
        y: 30,
        size: 8,
        font: regular,
        color: GREY,
      },
    );
  });
  return Buffer.from(await pdf.save());
}
