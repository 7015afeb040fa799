// Business rules of contact requests: the public submission (validated, privacy consent
// recorded, rate-limited per IP, spam discarded behind a success answer, the committee's
// notification written to the outbox in the same transaction) and the admin's reading,
// status changes, replies (e-mailed through the outbox, kept with the request) and deletion.
import type { RequestScope } from '../../domain/scope.js';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../errors.js';
import { parseId, parseIds } from '../../domain/ids.js';
import { moveToTrash } from '../../domain/records/trash.js';
import { containsPattern, listWindow } from '../../domain/list.js';
import { validateInput } from '../../domain/validation.js';
import {
  CONTACT_MAIL_SUBJECT,
  contactNotification,
  contactReply,
  mailSubject,
} from './contact-mail.js';
import { senderOf } from '../mail/mail-content.js';
import { enqueueMail } from '../mail/outbox.js';
import { committeeOrigin } from '../../platform/http/committee-hosts.js';
import { OutboxMessage } from '../mail/outbox-message.entity.js';
import { assertWithinRateLimit, consumeRateLimit } from '../../platform/rate-limit/rate-limiter.js';
import { SettingsService } from '../settings/settings.service.js';
import {
  ContactListArgs,
  type ContactReceipt,
  ReplyToContactArgs,
  SubmitContactArgs,
  UpdateContactArgs,
} from './contact.args.js';
import { ContactReply } from './contact-reply.entity.js';
import { ContactStatus } from './contact-status.js';
import { Contact } from './contact.entity.js';
import { replyDelivery, statusAfterReply, type ReplyDelivery } from './reply-delivery.js';

const SORTABLE = ['createdAt', 'updatedAt', 'name', 'email', 'subject', 'status'] as const;

export class ContactService {
  constructor(private readonly scope: RequestScope) {}

  private get em(): EntityManager {
    return this.scope.em;
  }

  private get config(): AppConfig {
    return this.scope.config;
  }

  /** The committee the request works for, with its address (its e-mails' links and sender). */
  private get committee() {
    return this.scope.services.hosts.byCommitteeId(this.scope.committeeId);
  }

  /** Refuses (429) an address that has used up its submissions, without counting: before its body is read. */
  async assertCanSubmit(ip: string): Promise<void> {
    await assertWithinRateLimit(this.em, `contact-ip:${ip}`, this.config.rateLimits.contactPerIp);
  }

  /**
   * A valid submission counts against the sender's IP; over the limit it is refused with
   * 429. Stored with the committee's notification in the outbox, in one transaction. A
   * submission that trips a spam trap gets the same kind of receipt, with an id drawn
   * from the same sequence, and nothing is stored or sent.
   */
  async submit(args: SubmitContactArgs, ip: string): Promise<ContactReceipt> {
    await validateInput(args);
    await consumeRateLimit(this.em, `contact-ip:${ip}`, this.config.rateLimits.contactPerIp);
    if (this.isSpam(args)) return this.decoyReceipt();
    return this.em.transactional(async (em) => {
      const now = new Date();
      const contact = Object.assign(new Contact(), {
        name: args.name,
        email: args.email,
        subject: args.subject,
        message: args.message,
        status: ContactStatus.pending,
        privacyConsentAt: now,
      });
      await em.persist(contact).flush();
      const settings = await new SettingsService(this.scope).get();
      const committeeAddress = settings.notificationEmail ?? settings.email;
      enqueueMail(
        em,
        {
          ...contactNotification(
            contact,
            committeeAddress,
            committeeOrigin(this.config.publicUrl, this.committee),
          ),
          sender: senderOf(
            this.config.mail,
            this.committee && { name: settings.shortName, primaryHost: this.committee.primaryHost },
          ),
        },
        mailSubject(contact),
      );
      await em.flush();
      return { id: contact.id, createdAt: contact.createdAt };
    });
  }

  /** The honeypot filled in, or the form sent faster than a person can fill it in. */
  private isSpam(args: SubmitContactArgs): boolean {
    if (typeof args.website === 'string' && args.website.trim() !== '') return true;
    return typeof args.fillTimeMs === 'number' && args.fillTimeMs < this.config.contactMinFillMs;
  }

  private async decoyReceipt(): Promise<ContactReceipt> {
    const [row] = await this.em
      .getConnection()
      .execute<{ id: string }[]>(`select nextval(pg_get_serial_sequence('contacts', 'id')) as id`);
    return { id: Number(row.id), createdAt: new Date() };
  }

  /**
   * E-mails the reply to the visitor (through the outbox, quoting the request), keeps it
   * with the request and marks the request replied, all in one transaction. With no mail
   * server configured the request is marked reply-queued instead: the e-mail waits in the
   * outbox, and the request becomes replied once it has left (reply-delivery.ts).
   */
  async reply(rawId: unknown, args: ReplyToContactArgs): Promise<ContactReply> {
    const author = this.scope.authorize('contacts', 'write');
    return this.scope.write({ resource: 'contacts', log: 'ContactReply' }, 'create', async () => {
      const found = await this.get(rawId);
      await validateInput(args);
      return this.em.transactional(async (em) => {
        const contact = await em.findOneOrFail(Contact, { id: found.id });
        const settings = await new SettingsService(this.scope).get();
        const mail = enqueueMail(
          em,
          {
            ...contactReply(contact, args.message, { name: settings.name, email: settings.email }),
            sender: senderOf(
              this.config.mail,
              this.committee && {
                name: settings.shortName,
                primaryHost: this.committee.primaryHost,
              },
            ),
          },
          mailSubject(contact),
        );
        const reply = Object.assign(new ContactReply(), {
          contact,
          message: args.message,
          author: author.username,
          mail,
        });
        contact.status = statusAfterReply(this.mailServerConfigured());
        em.persist(reply);
        await em.flush();
        reply.delivery = this.delivery(reply);
        return reply;
      });
    });
  }

  /** The replies sent to a request, oldest first (its history), each with its delivery. */
  async replies(contact: Contact): Promise<ContactReply[]> {
    this.scope.authorize('contacts', 'read');
    const replies = await this.em.find(
      ContactReply,
      { contact: contact.id },
      { orderBy: { createdAt: 'asc', id: 'asc' }, populate: ['mail'] },
    );
    for (const reply of replies) reply.delivery = this.delivery(reply);
    return replies;
  }

  /** Whether the e-mail of a reply (its mail loaded) has left. */
  private delivery(reply: ContactReply): ReplyDelivery | null {
    return replyDelivery(reply.mail, this.mailServerConfigured());
  }

  private mailServerConfigured(): boolean {
    return Boolean(this.config.mail.smtpUrl);
  }

  /** Newest first by default, as the admin reads them. */
  async list(args: ContactListArgs): Promise<Contact[]> {
    this.scope.authorize('contacts', 'read');
    await validateInput(args);
    const window = listWindow(args, SORTABLE, { field: 'createdAt', order: 'DESC' });
    return this.em.find(Contact, this.where(args), window);
  }

  async count(args: ContactListArgs): Promise<number> {
    this.scope.authorize('contacts', 'read');
    await validateInput(args);
    return this.em.count(Contact, this.where(args));
  }

  async find(rawId: unknown): Promise<Contact | null> {
    this.scope.authorize('contacts', 'read');
    const id = parseId(rawId);
    return id === null ? null : this.em.findOne(Contact, { id });
  }

  async get(rawId: unknown): Promise<Contact> {
    const contact = await this.find(rawId);
    if (!contact) throw AppError.notFound('Richiesta non trovata');
    return contact;
  }

  async updateStatus(rawId: unknown, args: UpdateContactArgs): Promise<Contact> {
    this.scope.authorize('contacts', 'write');
    return this.scope.write({ resource: 'contacts', log: 'Contact' }, 'update', async () => {
      const contact = await this.get(rawId);
      await validateInput(args);
      contact.status = args.status;
      await this.em.flush();
      return contact;
    });
  }

  async delete(rawId: unknown): Promise<Contact> {
    this.scope.authorize('contacts', 'write');
    return this.scope.write({ resource: 'contacts', log: 'Contact' }, 'delete', async (em) => {
      const contact = await this.get(rawId);
      const snapshot = Object.assign(Object.create(Contact.prototype) as Contact, contact);
      // To the trash with its e-mails and replies, for TRASH_DAYS: a request deleted by
      // mistake comes back whole. Meanwhile its e-mails not yet sent are not sent.
      await moveToTrash(this.scope, em, {
        resource: 'contacts',
        log: 'Contact',
        table: 'contacts',
        id: contact.id,
        files: [],
        children: [
          {
            table: 'mail_outbox',
            column: 'subject_id',
            where: { subject_type: CONTACT_MAIL_SUBJECT },
          },
          { table: 'contact_replies', column: 'contact_id' },
        ],
      });
      await em.nativeDelete(OutboxMessage, {
        subjectType: CONTACT_MAIL_SUBJECT,
        subjectId: contact.id,
      });
      await em.remove(contact).flush();
      return snapshot;
    });
  }

  private where(args: ContactListArgs): FilterQuery<Contact> {
    const filter = args.filter;
    const where: FilterQuery<Contact>[] = [];
    if (filter?.ids) where.push({ id: { $in: parseIds(filter.ids) } });
    if (filter?.status) where.push({ status: filter.status });
    if (filter?.q?.trim()) {
      const pattern = containsPattern(filter.q.trim());
      where.push({
        $or: [
          { name: { $ilike: pattern } },
          { email: { $ilike: pattern } },
          { subject: { $ilike: pattern } },
          { message: { $ilike: pattern } },
        ],
      });
    }
    return where.length > 0 ? { $and: where } : {};
  }
}
