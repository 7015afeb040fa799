// What donations do besides the record kit's list and writes (donation.resource.ts), for
// administrators only: a receipt's PDF and its e-mail sent again, a donor's statement of
// the year (PDF, e-mailed on request or to every donor at once), the year's CSV for the
// accountant, and the committee's Stripe webhook secret.
import type { EntityManager } from '@mikro-orm/postgresql';
import { isFiscalCode, normaliseFiscalCode } from '../../domain/formats.js';
import { csvAmount, csvDate, csvDocument } from '../../domain/money.js';
import { RecordService } from '../../domain/records/record-service.js';
import type { RequestScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { htmlPage, paragraphs } from '../mail/mail-content.js';
import { SettingsService } from '../settings/settings.service.js';
import { donationMessages } from './donation.args.js';
import { Donation } from './donation.entity.js';
import { methodLabels } from './donation-method.js';
import { donationResource, yearRange } from './donation.resource.js';
import { DonationSettings } from './donation-settings.entity.js';
import { statementPdf } from './receipt-pdf.js';
import {
  committeeSender,
  donationReceiptPdf,
  enqueueReceiptMail,
  issuerOf,
  receiptFileName,
} from './receipts.js';

export const STATEMENT_MAIL_KIND = 'donation-statement';

export const statementMessages = {
  fiscalCode: 'Indica il codice fiscale del donatore (valido)',
  noDonations: 'Nessuna donazione di questo donatore nell’anno indicato',
  noEmail: "L'indirizzo e-mail del donatore non è noto",
} as const;

/** A donor's statement: its PDF and whom it names. */
export interface Statement {
  fileName: string;
  pdf: Buffer;
  donorName: string;
  donorEmail: string | null;
}

/** A year as a path gives it; 400 otherwise. */
export function parseYear(value: unknown): number {
  const range = yearRange(value);
  if (!range) throw AppError.validation({ year: donationMessages.year });
  return Number(range[0].slice(0, 4));
}

export class DonationService {
  constructor(private readonly scope: RequestScope) {}

  private get records(): RecordService<Donation> {
    return new RecordService(this.scope, donationResource);
  }

  /** The receipt of a donation (administrators only): its PDF and file name. */
  async receipt(rawId: unknown): Promise<{ fileName: string; pdf: Buffer }> {
    const donation = await this.records.get(rawId);
    const settings = await new SettingsService(this.scope).get();
    return {
      fileName: receiptFileName(donation),
      pdf: await donationReceiptPdf(settings, donation),
    };
  }

  /** The receipt e-mailed again to the donor (administrators only). */
  async resendReceipt(rawId: unknown): Promise<Donation> {
    this.scope.authorize('donations', 'write');
    return this.scope.transaction(async (em) => {
      const donation = await this.records.get(rawId);
      if (!donation.receiptNumber)
        throw AppError.validation({ receiptNumber: 'Questa donazione non ha una ricevuta' });
      await enqueueReceiptMail(em, this.scope, donation);
      return donation;
    });
  }

  /** The donations of year, oldest first (administrators only). */
  async ofYear(year: number, em: EntityManager = this.scope.em): Promise<Donation[]> {
    this.scope.authorize('donations', 'read');
    const [from, to] = yearRange(year) as [string, string];
    return em.find(
      Donation,
      { date: { $gte: from, $lte: to } },
      { orderBy: [{ date: 'asc' }, { id: 'asc' }] },
    );
  }

  /** The year's donations for the accountant: donor's codice fiscale, amount, date, method. */
  async yearCsv(rawYear: unknown): Promise<string> {
    this.scope.authorize('donations', 'read');
    const year = parseYear(rawYear);
    const donations = await this.ofYear(year);
    return csvDocument(
      ['Codice fiscale donatore', 'Importo', 'Data', 'Metodo', 'Ricevuta'],
      donations.map((donation) => [
        donation.donorFiscalCode ?? '',
        csvAmount(donation.amountCents),
        csvDate(donation.date),
        methodLabels[donation.method],
        donation.receiptNumber ?? '',
      ]),
    );
  }

  /** A donor's statement of year, by their codice fiscale. */
  async statement(rawYear: unknown, rawFiscalCode: unknown): Promise<Statement> {
    this.scope.authorize('donations', 'read');
    const year = parseYear(rawYear);
    if (typeof rawFiscalCode !== 'string' || !isFiscalCode(rawFiscalCode))
      throw AppError.validation({ fiscalCode: statementMessages.fiscalCode });
    const fiscalCode = normaliseFiscalCode(rawFiscalCode);
    const donations = (await this.ofYear(year)).filter((d) => d.donorFiscalCode === fiscalCode);
    if (donations.length === 0) throw AppError.notFound(statementMessages.noDonations);
    return this.statementOf(year, fiscalCode, donations);
  }

  private async statementOf(
    year: number,
    fiscalCode: string,
    donations: Donation[],
  ): Promise<Statement> {
    const settings = await new SettingsService(this.scope).get();
    const donorName = [...donations].reverse().find((d) => d.donorName)?.donorName ?? fiscalCode;
    const donorEmail = [...donations].reverse().find((d) => d.donorEmail)?.donorEmail ?? null;
    const pdf = await statementPdf(
      issuerOf(settings),
      { name: donorName, fiscalCode },
      year,
      donations.map((d) => ({
        receiptNumber: d.receiptNumber,
        date: d.date,
        amountCents: d.amountCents,
        method: d.method,
      })),
    );
    return {
      fileName: `riepilogo-donazioni-${year}-${fiscalCode}.pdf`,
      pdf,
      donorName,
      donorEmail,
    };
  }

  /** The statement e-mailed to its donor (at the address of their latest donation). */
  async sendStatement(rawYear: unknown, rawFiscalCode: unknown): Promise<number> {
    this.scope.authorize('donations', 'write');
    const statement = await this.statement(rawYear, rawFiscalCode);
    if (!statement.donorEmail) throw AppError.validation({ donorEmail: statementMessages.noEmail });
    const year = parseYear(rawYear);
    await this.scope.transaction(async (em) => this.enqueueStatement(em, year, statement));
    return 1;
  }

  /** Every named donor of year with a codice fiscale and an e-mail gets their statement; how many. */
  async sendStatements(rawYear: unknown): Promise<number> {
    this.scope.authorize('donations', 'write');
    const year = parseYear(rawYear);
    return this.scope.transaction(async (em) => {
      const byDonor = new Map<string, Donation[]>();
      for (const donation of await this.ofYear(year, em)) {
        if (!donation.donorFiscalCode) continue;
        const list = byDonor.get(donation.donorFiscalCode) ?? [];
        list.push(donation);
        byDonor.set(donation.donorFiscalCode, list);
      }
      let sent = 0;
      for (const [fiscalCode, donations] of byDonor) {
        const statement = await this.statementOf(year, fiscalCode, donations);
        if (!statement.donorEmail) continue;
        await this.enqueueStatement(em, year, statement);
        sent += 1;
      }
      return sent;
    });
  }

  private async enqueueStatement(em: EntityManager, year: number, statement: Statement) {
    const settings = await new SettingsService(this.scope).get();
    const text =
      `Gentile ${statement.donorName},\n\n` +
      `in allegato il riepilogo delle sue donazioni a ${settings.name} nell'anno ${year}, ` +
      `utile per la dichiarazione dei redditi.\n\nGrazie per il suo sostegno.\n\n` +
      `${settings.name}\n${settings.email}`;
    enqueueMail(
      em,
      {
        kind: STATEMENT_MAIL_KIND,
        recipient: statement.donorEmail as string,
        sender: committeeSender(this.scope, settings),
        replyTo: settings.email,
        replyToName: settings.shortName,
        subject: `Riepilogo delle donazioni ${year}`,
        textBody: text,
        htmlBody: htmlPage(`<p>${paragraphs(text)}</p>`),
        attachments: [
          { filename: statement.fileName, contentType: 'application/pdf', content: statement.pdf },
        ],
      },
      null,
    );
    await em.flush();
  }

  /** Whether the committee has a Stripe webhook secret of its own (administrators only). */
  async webhookSecretSet(): Promise<boolean> {
    this.scope.authorize('donations', 'read');
    const row = await this.scope.em.findOne(DonationSettings, {});
    return !!row?.stripeWebhookSecret;
  }

  /** Sets (or, empty, removes) the committee's own Stripe webhook secret. */
  async setWebhookSecret(secret: string | null): Promise<boolean> {
    this.scope.authorize('donations', 'write');
    const value = secret?.trim() || null;
    if (value !== null && !/^whsec_[A-Za-z0-9]+$/.test(value))
      throw AppError.validation({
        stripeWebhookSecret: 'Il segreto del webhook Stripe deve iniziare con whsec_',
      });
    return this.scope.transaction(async (em) => {
      const row = (await em.findOne(DonationSettings, {})) ?? new DonationSettings();
      row.stripeWebhookSecret = value;
      await em.persist(row).flush();
      return value !== null;
    });
  }
}
