// Business rules of the settings: the one record (always there: ensured at start with the
// demo values), its update (normalised, validated as a whole, nothing saved when any field
// is wrong; the privacy notice sanitised as rich text, its date set when its text changes)
// and the first-run checklist (what still holds the demo values). An update made from an
// older version than the current one is refused (CONFLICT, domain/records/versions.ts);
// each one keeps the version it replaces (domain/records/revisions.ts), without the
// navigation's header menu, which shares the row but is not the settings' to bring back.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { keepRevision } from '../../domain/records/revisions.js';
import { checkVersion } from '../../domain/records/versions.js';
import { normaliseFiscalCode, normaliseIban } from '../../domain/formats.js';
import { sanitizeRichText } from '../../domain/rich-text.js';
import type { RequestScope } from '../../domain/scope.js';
import { validateInput } from '../../domain/validation.js';
import { AppError } from '../../errors.js';
import { romeDay } from '../../platform/time/rome.js';
import { User } from '../accounts/user.entity.js';
import { demoSettings } from './demo-settings.js';
import {
  BankAccountInput,
  CommitteeAddressInput,
  DataControllerInput,
  FooterLinkInput,
  HistoryStatsInput,
  SettingsInput,
  settingsMessages,
  SocialsInput,
} from './settings.args.js';
import {
  BankAccount,
  CommitteeAddress,
  DataController,
  FooterLink,
  HistoryStats,
  Settings,
  Socials,
  SOCIAL_NETWORKS,
} from './settings.entity.js';
import { SetupItem } from './setup-item.js';

/** A settings record holding the given values (nested groups as embeddables). */
export function settingsFrom(values: SettingsValues): Settings {
  return Object.assign(new Settings(), {
    ...values,
    address: Object.assign(new CommitteeAddress(), values.address),
    bank: Object.assign(new BankAccount(), values.bank),
    socials: Object.assign(new Socials(), values.socials),
    dataController: Object.assign(new DataController(), values.dataController),
    historyStats: Object.assign(new HistoryStats(), values.historyStats),
    footerLinks: values.footerLinks.map((link) => Object.assign(new FooterLink(), link)),
  });
}

export type SettingsValues = Omit<
  Settings,
  | 'id'
  | 'updatedAt'
  | 'address'
  | 'bank'
  | 'socials'
  | 'dataController'
  | 'notificationEmail'
  | 'analyticsEnabled'
  | 'historyStats'
  | 'footerLinks'
> & {
  notificationEmail?: string | null;
  analyticsEnabled?: boolean;
  address: CommitteeAddressInput;
  bank: BankAccountInput;
  socials: Partial<Record<(typeof SOCIAL_NETWORKS)[number], string | null>>;
  dataController: DataControllerInput;
  historyStats: HistoryStatsInput;
  footerLinks: readonly FooterLinkInput[];
};

/** A SettingsInput built from a JSON body (REST): nested groups become their input classes. */
export function settingsInputFrom(body: Record<string, unknown>): SettingsInput {
  const group = <T extends object>(type: new () => T, value: unknown): T | undefined =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.assign(new type(), value)
      : undefined;
  const input = Object.assign(new SettingsInput(), body);
  input.address = group(CommitteeAddressInput, body.address) as CommitteeAddressInput;
  input.bank = group(BankAccountInput, body.bank) as BankAccountInput;
  input.socials = group(SocialsInput, body.socials ?? {}) as SocialsInput;
  input.dataController = group(DataControllerInput, body.dataController) as DataControllerInput;
  input.historyStats = group(HistoryStatsInput, body.historyStats) as HistoryStatsInput;
  if (Array.isArray(body.footerLinks)) {
    input.footerLinks = body.footerLinks.map(
      (link: unknown) => group(FooterLinkInput, link) ?? link,
    ) as FooterLinkInput[];
  }
  // What GET answers besides the fields: not part of the input.
  for (const name of ['_id', 'id', 'updatedAt', 'privacyNoticeUpdatedOn']) {
    delete (input as Record<string, unknown>)[name];
  }
  return input;
}

const emptyToNull = (value: string | null | undefined): string | null => value || null;

/**
 * Rich text reduced to what a reader sees change: the editor may give back the same text
 * with other white space between its tags.
 */
function comparableRichText(html: string): string {
  return html.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();
}

/** Writes the demo settings when there are none (in em's transaction); says whether it did. */
export async function ensureSettings(
  em: EntityManager,
): Promise<{ settings: Settings; created: boolean }> {
  const [existing] = await em.find(Settings, {}, { limit: 1 });
  if (existing) return { settings: existing, created: false };
  const settings = settingsFrom(demoSettings as unknown as SettingsValues);
  await em.persist(settings).flush();
  return { settings, created: true };
}

/** The committee's settings, for the server's own work (jobs, e-mails). */
export async function committeeSettings(em: EntityManager): Promise<Settings> {
  return (await ensureSettings(em)).settings;
}

/** The settings as the policy, the activity log and the revisions name them. */
export const SETTINGS_TARGET = { resource: 'settings', log: 'Settings' } as const;

/** The columns of the settings' row a revision leaves out: the navigation's header menu. */
const SETTINGS_REVISION_OMITS = ['header_menu'] as const;

export class SettingsService {
  constructor(private readonly scope: RequestScope) {}

  private get em(): EntityManager {
    return this.scope.em;
  }

  /** The settings; written with the demo values first if the record is missing. */
  get(): Promise<Settings> {
    return this.scope.transaction((em) => committeeSettings(em));
  }

  /** The internal notification address, for those who may read the settings' internals (administrators). */
  seesInternals(): boolean {
    return this.scope.mayReadField('settings', 'notificationEmail');
  }

  /** The settings as the database holds them now (after a restore written in SQL). */
  reload(): Promise<Settings> {
    return this.scope.transaction(async (em) => {
      const { settings } = await ensureSettings(em);
      return em.refreshOrFail(settings);
    });
  }

  /**
   * Saves the whole settings. With `version` (the one the change was made from: REST's
   * If-Match, GraphQL's version argument), settings changed since are refused (CONFLICT).
   */
  async update(input: SettingsInput, version: string | null = null): Promise<Settings> {
    this.scope.authorize('settings', 'write');
    return this.scope.write(SETTINGS_TARGET, 'update', async (em) => {
      const { settings: existing } = await ensureSettings(em);
      // Locked until the save commits: two saves from the same version cannot both pass.
      const settings = await em.findOneOrFail(
        Settings,
        { id: existing.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      checkVersion(settings, version);
      if (typeof input.bank?.iban === 'string') input.bank.iban = normaliseIban(input.bank.iban);
      if (typeof input.fiscalCode === 'string')
        input.fiscalCode = normaliseFiscalCode(input.fiscalCode);
      if (typeof input.address?.province === 'string') {
        input.address.province = input.address.province.trim().toUpperCase();
      }
      // The list's items are trimmed here: validateInput trims the strings of lists, not
      // those of the objects in them.
      if (Array.isArray(input.footerLinks)) {
        for (const link of input.footerLinks) {
          if (typeof link?.label === 'string') link.label = link.label.trim();
          if (typeof link?.url === 'string') link.url = link.url.trim();
        }
      }
      await validateInput(input);
      const privacyNotice = sanitizeRichText(input.privacyNotice);
      if (privacyNotice === '') {
        throw AppError.validation({ privacyNotice: settingsMessages.privacyNotice.required });
      }
      await keepRevision(this.scope, em, {
        ...SETTINGS_TARGET,
        table: 'settings',
        id: settings.id,
        omit: SETTINGS_REVISION_OMITS,
      });
      if (comparableRichText(privacyNotice) !== comparableRichText(settings.privacyNotice)) {
        settings.privacyNoticeUpdatedOn = romeDay();
      }
      const socials = new Socials();
      for (const network of SOCIAL_NETWORKS) socials[network] = emptyToNull(input.socials[network]);
      Object.assign(settings, {
        name: input.name,
        shortName: input.shortName,
        town: input.town,
        serviceArea: input.serviceArea,
        foundedYear: input.foundedYear,
        peopleCount: input.peopleCount,
        vehicleCount: input.vehicleCount,
        youthMinAge: input.youthMinAge,
        youthMaxAge: input.youthMaxAge,
        switchboardAlwaysOpen: input.switchboardAlwaysOpen,
        switchboardHours: input.switchboardAlwaysOpen ? null : emptyToNull(input.switchboardHours),
        historyStats: Object.assign(new HistoryStats(), {
          volunteers: input.historyStats.volunteers,
          women: input.historyStats.women,
          services: input.historyStats.services,
          emergencies: input.historyStats.emergencies,
        }),
        address: Object.assign(new CommitteeAddress(), {
          street: input.address.street,
          postalCode: input.address.postalCode,
          town: input.address.town,
          province: input.address.province,
        }),
        bookingPhone: emptyToNull(input.bookingPhone),
        bookingPhoneTollFree: Boolean(input.bookingPhone) && input.bookingPhoneTollFree,
        phone: input.phone,
        email: input.email,
        pec: emptyToNull(input.pec),
        fiscalCode: input.fiscalCode,
        bank: Object.assign(new BankAccount(), {
          accountHolder: input.bank.accountHolder,
          name: input.bank.name,
          iban: input.bank.iban,
        }),
        cardDonationUrl: emptyToNull(input.cardDonationUrl),
        nationalSiteUrl: input.nationalSiteUrl,
        historyVideoYoutubeId: emptyToNull(input.historyVideoYoutubeId),
        socials,
        dataController: Object.assign(new DataController(), {
          name: input.dataController.name,
          address: input.dataController.address,
          email: input.dataController.email,
        }),
        contactRetentionMonths: input.contactRetentionMonths,
        accessibilityReviewDate: emptyToNull(input.accessibilityReviewDate),
        privacyNotice,
        footerCredits: emptyToNull(input.footerCredits),
        // A link given as it was keeps what the "Menu" screen said of it (its kind, hidden).
        footerLinks: input.footerLinks.map((link) => {
          const same = settings.footerLinks.find(
            (kept) => kept.label === link.label && kept.url === link.url,
          );
          return Object.assign(new FooterLink(), {
            label: link.label,
            url: link.url,
            ...(same?.kind ? { kind: same.kind } : {}),
            ...(same?.visible === false ? { visible: false } : {}),
          });
        }),
      });
      // Absent keeps the address: a client that does not know the field cannot clear it.
      if (input.notificationEmail !== undefined) {
        settings.notificationEmail = emptyToNull(input.notificationEmail);
      }
      // Absent or null keeps the switch (a client that does not know it cannot turn it off).
      if (typeof input.analyticsEnabled === 'boolean') {
        settings.analyticsEnabled = input.analyticsEnabled;
      }
      await em.flush();
      return settings;
    });
  }

  /** What still holds the demo values, for the signed-in administrator. */
  async setupChecklist(user: Pick<User, 'id'>): Promise<SetupItem[]> {
    const settings = await this.get();
    const admin = await this.em.findOne(User, { id: user.id });
    const item = (key: string, label: string, done: boolean): SetupItem =>
      Object.assign(new SetupItem(), { key, label, done });
    return [
      item(
        'name',
        'Il nome del comitato è ancora quello dimostrativo',
        settings.name !== demoSettings.name,
      ),
      item(
        'iban',
        "L'IBAN è ancora quello dimostrativo",
        settings.bank.iban !== demoSettings.bank.iban,
      ),
      item(
        'fiscalCode',
        'Il codice fiscale è ancora quello dimostrativo',
        settings.fiscalCode !== demoSettings.fiscalCode,
      ),
      item(
        'email',
        "L'indirizzo e-mail è ancora quello dimostrativo",
        settings.email !== demoSettings.email,
      ),
      item(
        'adminPassword',
        'La password generata al primo avvio è ancora in uso',
        !(admin?.generatedPassword ?? false),
      ),
    ];
  }
}
