// The committee's settings: one record (id 1) with everything that is the committee's own
// (name, contacts, fiscal code, bank account, socials, the privacy page's data controller
// and notice, the facts the site states about it, the footer's credits and links).
// Nothing in it is secret: the public site reads it, except notificationEmail (where
// contact requests are notified), an internal address only an administrator reads (the
// resolver and the REST route leave it out of every public answer). Nested groups are MikroORM
// embeddables (columns address_street, bank_iban...) and GraphQL object types alike.
import { Embeddable, Embedded, Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { versionOf } from '../../domain/records/versions.js';
import { CommitteeColumn } from '../../platform/db/committee-context.js';
import type { MenuEntry, MenuEntryKind } from './menu-entry.js';

@Embeddable()
@ObjectType()
export class CommitteeAddress {
  @Property({ type: 'text' })
  @Field(() => String)
  street!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: '5 digits' })
  postalCode!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  town!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'Two capital letters, e.g. RM' })
  province!: string;
}

@Embeddable()
@ObjectType()
export class BankAccount {
  @Property({ type: 'text' })
  @Field(() => String)
  accountHolder!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  name!: string;

  @Property({ type: 'text' })
  @Field(() => String, {
    description: 'Stored without spaces, in capitals (ISO 13616, mod-97 checked)',
  })
  iban!: string;
}

@Embeddable()
@ObjectType()
export class Socials {
  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  facebook: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  instagram: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  youtube: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  x: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  tiktok: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  linkedin: string | null = null;
}

/** The names of the social links, in the order the forms show them. */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'youtube',
  'x',
  'tiktok',
  'linkedin',
] as const;

@Embeddable()
@ObjectType()
export class DataController {
  @Property({ type: 'text' })
  @Field(() => String)
  name!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  address!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  email!: string;
}

/** The numbers of the history path's last chapter (/storia/croce-rossa). */
@Embeddable()
@ObjectType()
export class HistoryStats {
  @Property({ type: 'integer' })
  @Field(() => Int, { description: "'Volontari attivi'" })
  volunteers!: number;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: "'Donne volontarie'" })
  women!: number;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: "'Servizi svolti'" })
  services!: number;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: "'Interventi in emergenza'" })
  emergencies!: number;
}

/** A link of the footer's quick links: a page of the site (/news) or an http(s) address. */
@ObjectType()
export class FooterLink {
  @Field(() => String)
  label!: string;

  @Field(() => String, { description: 'A path of the site (/news, /#contatti) or an http(s) URL' })
  url!: string;

  /** What it leads to, as the navigation's "Menu" screen said (derived from url when absent). */
  kind?: MenuEntryKind;

  /** False: kept in the list, not shown (absent: shown). */
  visible?: boolean;
}

@Entity({ tableName: 'settings' })
@Unique({ properties: ['committeeId'] })
@ObjectType()
export class Settings {
  /** The committee the row belongs to (platform/db/committee-context.ts). */
  @CommitteeColumn({ index: false })
  committeeId?: number;
  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => ID)
  id!: number;

  @Property({ type: 'text' })
  @Field(() => String)
  name!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  shortName!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  town!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  serviceArea!: string;

  @Property({ type: 'integer' })
  @Field(() => Int)
  foundedYear!: number;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'Volunteers and staff, a round number ("circa 300")' })
  peopleCount!: number;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'Ambulances and other vehicles' })
  vehicleCount!: number;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: "The youth group's ages, from" })
  youthMinAge!: number;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: "The youth group's ages, to" })
  youthMaxAge!: number;

  @Property({ type: 'boolean' })
  @Field(() => Boolean, { description: 'The switchboard answers 24 hours a day, 7 days a week' })
  switchboardAlwaysOpen!: boolean;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, {
    nullable: true,
    description: "The switchboard's hours in words, when it is not always open",
  })
  switchboardHours: string | null = null;

  @Embedded(() => HistoryStats, { prefix: 'history_stats_' })
  @Field(() => HistoryStats)
  historyStats!: HistoryStats;

  @Embedded(() => CommitteeAddress, { prefix: 'address_' })
  @Field(() => CommitteeAddress)
  address!: CommitteeAddress;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, {
    nullable: true,
    description: 'The number that books a service; none: the switchboard (phone)',
  })
  bookingPhone: string | null = null;

  @Property({ type: 'boolean' })
  @Field(() => Boolean, {
    description: 'The booking number is toll-free (numero verde); false without one',
  })
  bookingPhoneTollFree!: boolean;

  @Property({ type: 'text' })
  @Field(() => String)
  phone!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  email!: string;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  pec: string | null = null;

  /** Not a @Field: SettingsResolver exposes it to administrators only. */
  @Property({ type: 'text', nullable: true })
  notificationEmail: string | null = null;

  @Property({ type: 'text' })
  @Field(() => String, {
    description: '11 digits (association) or 16 characters (person), check character verified',
  })
  fiscalCode!: string;

  @Embedded(() => BankAccount, { prefix: 'bank_' })
  @Field(() => BankAccount)
  bank!: BankAccount;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  cardDonationUrl: string | null = null;

  @Property({ type: 'text' })
  @Field(() => String)
  nationalSiteUrl!: string;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  historyVideoYoutubeId: string | null = null;

  @Embedded(() => Socials, { prefix: 'socials_' })
  @Field(() => Socials)
  socials: Socials = new Socials();

  @Embedded(() => DataController, { prefix: 'data_controller_' })
  @Field(() => DataController)
  dataController!: DataController;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'How long contact requests are kept (months), default 24' })
  contactRetentionMonths: number = 24;

  @Property({ type: 'boolean' })
  @Field(() => Boolean, {
    description: 'Whether the site counts its visits (cookieless statistics), default true',
  })
  analyticsEnabled: boolean = true;

  @Property({ type: 'date', nullable: true })
  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD: last review of the accessibility statement',
  })
  accessibilityReviewDate: string | null = null;

  @Property({ type: 'text' })
  @Field(() => String, {
    description: 'The privacy notice (/privacy): rich text (HTML), sanitised when stored',
  })
  privacyNotice!: string;

  @Property({ type: 'date' })
  @Field(() => String, {
    description: 'YYYY-MM-DD (Rome): set by the server when the privacy notice changes',
  })
  privacyNoticeUpdatedOn!: string;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, {
    nullable: true,
    description: "The footer's credits line, after the committee's name and fiscal code",
  })
  footerCredits: string | null = null;

  @Property({ type: 'json' })
  @Field(() => [FooterLink], { description: "The footer's quick links, in order" })
  footerLinks: FooterLink[] = [];

  /** The header's menu, in order (the navigation module's: GET/PUT /api/navigation). */
  @Property({ type: 'json' })
  headerMenu: MenuEntry[] = [];

  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  @Field(() => Date)
  updatedAt: Date = new Date();

  /** The settings' version (domain/records/versions.ts): REST's ETag, GraphQL's `version`. */
  @Field(() => String, {
    description:
      'The version of the settings: send it back with updateSettings to refuse a lost update',
  })
  get version(): string {
    return versionOf(this);
  }
}
