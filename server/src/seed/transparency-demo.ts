// The demo transparency registers of the placeholder committee: grants from placeholder
// administrations over two years (their fiscal codes are valid: check digits computed
// with common/formats.ts), two years of 5x1000 reports with their lines and signed
// PDFs (generated at seed time), and two officers' compensation rows. seed.ts persists
// them in the same transaction as the rest of the demo content.
import type { FileChanges } from '../domain/files/file-changes.js';
import { toCents } from '../domain/money.js';
import { Compensation } from '../modules/compensations/compensation.entity.js';
import { FivePerThousandReport } from '../modules/five-per-thousand/five-per-thousand.entity.js';
import { Grant } from '../modules/grants/grant.entity.js';
import { preparePdf } from '../platform/storage/file-content.js';
import { renderDocumentPdf } from './pdf.js';

export interface DemoGrant {
  administration: string;
  administrationFiscalCode: string;
  amount: number;
  receivedAt: string;
  purpose: string;
  reference: string;
}

export interface DemoFivePerThousand {
  year: number;
  amount: number;
  receivedAt: string;
  lines: { heading: string; amount: number }[];
}

export const demoGrants: DemoGrant[] = [
  {
    administration: 'Comune di Valdoria',
    administrationFiscalCode: '80002350124',
    amount: 12500,
    receivedAt: '2025-04-16',
    purpose: 'Convenzione per il servizio di trasporto sociale di anziani e persone con disabilità',
    reference: 'Determinazione dirigenziale n. 112 del 3 marzo 2025',
  },
  {
    administration: 'Regione Valdoriana – Protezione civile',
    administrationFiscalCode: '80015470299',
    amount: 8740.5,
    receivedAt: '2025-09-22',
    purpose: 'Contributo per l’acquisto di attrezzature per l’emergenza (torri faro e tende)',
    reference: 'Decreto n. 1873 del 14 luglio 2025',
  },
  {
    administration: 'Azienda Sanitaria Locale Valdoria',
    administrationFiscalCode: '90033120453',
    amount: 4200,
    receivedAt: '2025-12-03',
    purpose: 'Rimborso dei servizi di assistenza sanitaria a manifestazioni pubbliche',
    reference: 'Convenzione n. 27/2025',
  },
  {
    administration: 'Comune di Valdoria',
    administrationFiscalCode: '80002350124',
    amount: 10000,
    receivedAt: '2024-05-08',
    purpose: 'Contributo al progetto “Emporio solidale” per le famiglie in difficoltà',
    reference: 'Delibera di Giunta n. 58 del 2 aprile 2024',
  },
  {
    administration: 'Provincia di Valdoria',
    administrationFiscalCode: '00784120362',
    amount: 2350.75,
    receivedAt: '2024-10-15',
    purpose: 'Corsi di primo soccorso nelle scuole superiori della provincia',
    reference: 'Determinazione n. 904 del 30 settembre 2024',
  },
];

export const demoFivePerThousand: DemoFivePerThousand[] = [
  {
    year: 2023,
    amount: 6384.21,
    receivedAt: '2025-10-29',
    lines: [
      { heading: 'Acquisto di due defibrillatori semiautomatici', amount: 3150 },
      { heading: 'Formazione dei volontari in emergenza sanitaria', amount: 1980.4 },
      { heading: 'Carburante per i servizi di trasporto sociale', amount: 1253.81 },
    ],
  },
  {
    year: 2022,
    amount: 5912.6,
    receivedAt: '2024-11-12',
    lines: [
      { heading: 'Generi alimentari per l’Emporio solidale', amount: 3400 },
      { heading: 'Manutenzione dell’ambulanza di soccorso', amount: 2100.6 },
      { heading: 'Materiale per le attività dei Giovani nelle scuole', amount: 412 },
    ],
  },
];

export const demoCompensations = [
  { year: 2025, role: 'Revisore dei conti', name: null, grossAmount: 2400 },
  { year: 2025, role: 'Presidente', name: null, grossAmount: 0 },
] as const;

const euro = (amount: number): string =>
  `${amount.toLocaleString('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;

/** The records to persist, their PDFs (the signed 5x1000 reports) written through files. */
export async function transparencyDemoRecords(files: FileChanges): Promise<object[]> {
  const grants = demoGrants.map((demo) =>
    Object.assign(new Grant(), {
      administration: demo.administration,
      administrationFiscalCode: demo.administrationFiscalCode,
      amountCents: toCents(demo.amount),
      receivedAt: demo.receivedAt,
      purpose: demo.purpose,
      reference: demo.reference,
    }),
  );
  const reports: FivePerThousandReport[] = [];
  for (const demo of demoFivePerThousand) {
    const pdf = await renderDocumentPdf({
      title: `Rendiconto del 5x1000 – anno finanziario ${demo.year}`,
      category: 'Relazioni',
      publishedAt: `${demo.receivedAt}T09:00:00Z`,
      sections: [
        {
          heading: 'Importo percepito',
          paragraphs: [
            `Il Comitato ha percepito ${euro(demo.amount)} il ${demo.receivedAt.split('-').reverse().join('/')} a titolo di 5 per mille dell’anno finanziario ${demo.year}.`,
          ],
        },
        {
          heading: 'Impiego delle somme',
          paragraphs: ['Rendiconto firmato dal legale rappresentante.'],
          rows: demo.lines.map((line) => [line.heading, euro(line.amount)]),
        },
      ],
    });
    const stored = await files.write(preparePdf(pdf));
    reports.push(
      Object.assign(new FivePerThousandReport(), {
        year: demo.year,
        amountCents: toCents(demo.amount),
        receivedAt: demo.receivedAt,
        lineRecords: demo.lines.map((line) => ({
          heading: line.heading,
          cents: toCents(line.amount),
        })),
        fileUrl: stored.url,
      }),
    );
  }
  const compensations = demoCompensations.map((demo) =>
    Object.assign(new Compensation(), {
      year: demo.year,
      role: demo.role,
      name: demo.name,
      grossAmountCents: toCents(demo.grossAmount),
    }),
  );
  return [...grants, ...reports, ...compensations];
}
