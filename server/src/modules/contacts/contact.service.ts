// Business rules of contact requests: the public submission (validated, privacy consent
// recorded, rate-limited per IP) and the admin's reading, status changes and deletion.
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../errors.js';
import { parseId, parseIds } from '../common/ids.js';
import { containsPattern, listWindow } from '../common/list.js';
import { validateInput } from '../common/validation.js';
import { consumeRateLimit } from '../rate-limit/rate-limiter.js';
import { ContactListArgs, SubmitContactArgs, UpdateContactArgs } from './contact.args.js';
import { Contact } from './contact.entity.js';

const SORTABLE = ['createdAt', 'updatedAt', 'name', 'email', 'subject', 'status'] as const;

export class ContactService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  /** A valid submission counts against the sender's IP; over the limit it is refused with 429. */
  async submit(args: SubmitContactArgs, ip: string): Promise<Contact> {
    await validateInput(args);
    await consumeRateLimit(this.em, `contact-ip:${ip}`, this.config.rateLimits.contactPerIp);
    const now = new Date();
    const contact = Object.assign(new Contact(), {
      name: args.name,
      email: args.email,
      subject: args.subject,
      message: args.message,
      status: 'pending',
      privacyConsentAt: now,
    });
    await this.em.persist(contact).flush();
    return contact;
  }

  /** Newest first by default, as the admin reads them. */
  async list(args: ContactListArgs): Promise<Contact[]> {
    await validateInput(args);
    const window = listWindow(args, SORTABLE, { field: 'createdAt', order: 'DESC' });
    return this.em.find(Contact, this.where(args), window);
  }

  async count(args: ContactListArgs): Promise<number> {
    await validateInput(args);
    return this.em.count(Contact, this.where(args));
  }

  async find(rawId: unknown): Promise<Contact | null> {
    const id = parseId(rawId);
    return id === null ? null : this.em.findOne(Contact, { id });
  }

  async get(rawId: unknown): Promise<Contact> {
    const contact = await this.find(rawId);
    if (!contact) throw AppError.notFound('Richiesta non trovata');
    return contact;
  }

  async updateStatus(rawId: unknown, args: UpdateContactArgs): Promise<Contact> {
    const contact = await this.get(rawId);
    await validateInput(args);
    contact.status = args.status;
    await this.em.flush();
    return contact;
  }

  async delete(rawId: unknown): Promise<Contact> {
    const contact = await this.get(rawId);
    const snapshot = Object.assign(Object.create(Contact.prototype) as Contact, contact);
    await this.em.remove(contact).flush();
    return snapshot;
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
