// The PDFs of donations (pdf-lib, the standard Helvetica): a donation's receipt (the
// committee's name, address and fiscal code; the donor's name and codice fiscale; the
// amount in figures and in words, the date, the method, and the statement on the tax
// deduction, given only for traceable payments) and a donor's yearly statement.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { csvDate } from '../../domain/money.js';
import { isTraceable, methodLabels } from './donation-method.js';
import type { DonationMethod } from './donation-method.js';
import { euroInWords } from './number-words.js';

/** The committee as its receipts name it (from its settings). */
export interface ReceiptIssuer {
  name: string;
  street: string;
  postalCode: string;
  town: string;
  province: string;
  fiscalCode: string;
}

export interface ReceiptDonation {
  receiptNumber: string;
  date: string;
  amountCents: number;
  method: DonationMethod;
  donorName: string;
  donorFiscalCode: string | null;
}

export const deductibleStatement =
  "L'erogazione liberale è stata effettuata con un mezzo di pagamento tracciabile ed è " +
  'detraibile ai fini IRPEF (30%, 35% per le erogazioni a favore delle organizzazioni di ' +
  'volontariato) o deducibile nei limiti del 10% del reddito complessivo dichiarato, ai ' +
  "sensi dell'art. 83 del D.Lgs. 117/2017 (Codice del Terzo settore).";

export const cashStatement =
  "L'erogazione liberale è stata effettuata in contanti: non è detraibile né deducibile ai " +
  "sensi dell'art. 83 del D.Lgs. 117/2017, che richiede un mezzo di pagamento tracciabile.";

/** Cents as the figures of a receipt: "€ 1.234,50". */
export function euroFigures(cents: number): string {
  const euro = Math.floor(cents / 100).toLocaleString('it-IT');
  return `€ ${euro},${String(cents % 100).padStart(2, '0')}`;
}

const MARGIN = 56;
const WIDTH = 595.28;
const HEIGHT = 841.89;
const RED = rgb(0.8, 0.05, 0.1);

/** What the font can write: characters outside WinAnsi become '?'. */
function writable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.normalize('NFC')]
    .map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?'))
    .join('');
}

/** Lines of text within width, words kept whole. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

class Writer {
  private y = HEIGHT - MARGIN;
  constructor(
    private readonly page: PDFPage,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  text(text: string, options: { size?: number; bold?: boolean; gap?: number } = {}): void {
    const size = options.size ?? 11;
    const font = options.bold ? this.bold : this.font;
    for (const line of wrap(font, size, writable(font, text), WIDTH - 2 * MARGIN)) {
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font });
      this.y -= size * 1.4;
    }
    this.y -= options.gap ?? 0;
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 6 },
      end: { x: WIDTH - MARGIN, y: this.y + 6 },
      thickness: 1,
      color: RED,
    });
    this.y -= 10;
  }

  get remaining(): number {
    return this.y - MARGIN;
  }
}

async function newDocument(title: string) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setLanguage('it-IT');
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const writer = () => new Writer(pdf.addPage([WIDTH, HEIGHT]), font, bold);
  return { pdf, writer };
}

function issuerLines(out: Writer, issuer: ReceiptIssuer): void {
  out.text(issuer.name, { size: 14, bold: true });
  out.text(`${issuer.street}, ${issuer.postalCode} ${issuer.town} (${issuer.province})`);
  out.text(`Codice fiscale: ${issuer.fiscalCode}`, { gap: 8 });
  out.rule();
}

/** A donation's receipt, one page. */
export async function receiptPdf(
  issuer: ReceiptIssuer,
  donation: ReceiptDonation,
): Promise<Buffer> {
  const { pdf, writer } = await newDocument(`Ricevuta n. ${donation.receiptNumber}`);
  const out = writer();
  issuerLines(out, issuer);
  out.text(`Ricevuta di erogazione liberale n. ${donation.receiptNumber}`, {
    size: 13,
    bold: true,
    gap: 8,
  });
  out.text(`Si dichiara di aver ricevuto da: ${donation.donorName}`);
  out.text(`Codice fiscale del donatore: ${donation.donorFiscalCode ?? 'non comunicato'}`, {
    gap: 6,
  });
  out.text(`Importo: ${euroFigures(donation.amountCents)}`, { bold: true });
  out.text(`Importo in lettere: ${euroInWords(donation.amountCents)}`);
  out.text(`Data: ${csvDate(donation.date)}`);
  out.text(`Metodo di pagamento: ${methodLabels[donation.method]}`, { gap: 8 });
  out.text('a titolo di erogazione liberale, senza alcuna controprestazione.', { gap: 8 });
  out.text(isTraceable(donation.method) ? deductibleStatement : cashStatement, {
    size: 10,
    gap: 16,
  });
  out.text(`${issuer.town}, ${csvDate(donation.date)}`);
  out.text(`Il legale rappresentante di ${issuer.name}`, { size: 10 });
  return Buffer.from(await pdf.save());
}

export interface StatementLine {
  receiptNumber: string | null;
  date: string;
  amountCents: number;
  method: DonationMethod;
}

/** A donor's statement of the year: each donation, the total, and the traceable total. */
export async function statementPdf(
  issuer: ReceiptIssuer,
  donor: { name: string; fiscalCode: string },
  year: number,
  lines: readonly StatementLine[],
): Promise<Buffer> {
  const { pdf, writer } = await newDocument(`Riepilogo donazioni ${year}`);
  let out = writer();
  issuerLines(out, issuer);
  out.text(`Riepilogo delle erogazioni liberali dell'anno ${year}`, { size: 13, bold: true });
  out.text(`Donatore: ${donor.name}`);
  out.text(`Codice fiscale: ${donor.fiscalCode}`, { gap: 8 });
  for (const line of lines) {
    if (out.remaining < 60) out = writer();
    const receipt = line.receiptNumber ? `ricevuta n. ${line.receiptNumber}` : 'senza ricevuta';
    out.text(
      `${csvDate(line.date)}  ${euroFigures(line.amountCents)}  ${methodLabels[line.method]}  (${receipt})`,
    );
  }
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const traceable = lines
    .filter((line) => isTraceable(line.method))
    .reduce((sum, line) => sum + line.amountCents, 0);
  if (out.remaining < 160) out = writer();
  out.text('', { gap: 4 });
  out.text(`Totale dell'anno: ${euroFigures(total)} (${euroInWords(total)})`, { bold: true });
  out.text(
    `di cui con mezzi di pagamento tracciabili: ${euroFigures(traceable)} (${euroInWords(traceable)})`,
    { gap: 8 },
  );
  out.text(deductibleStatement, { size: 10 });
  if (traceable !== total) out.text(cashStatement, { size: 10 });
  return Buffer.from(await pdf.save());
}
