// REST adapter of contact requests (spec calls: public POST /contacts JSON {name, email,
// subject, message}, JSON only and at most BODY_RULES.publicJson, an address out of
// submissions refused before its body is read, optional spam traps `website` and
// `fillTimeMs`; admin GET list/one (one with its replies), PUT {status}, DELETE, and
// POST /:id/reply {message} -> 201 with the stored reply and its delivery).
import { Router, type Response } from 'express';
import { scopeOf } from '../../domain/scope.js';
import { BODY_RULES, readBody, textField, withIds } from '../../platform/http/rest-bodies.js';
import {
  ContactListArgs,
  contactMessages,
  ReplyToContactArgs,
  SubmitContactArgs,
  UpdateContactArgs,
} from './contact.args.js';
import type { ContactReply } from './contact-reply.entity.js';
import type { Contact } from './contact.entity.js';
import { ContactService } from './contact.service.js';

export function toRestContact(contact: Contact): Record<string, unknown> {
  return withIds(contact, {
    name: contact.name,
    email: contact.email,
    subject: contact.subject,
    message: contact.message,
    status: contact.status,
    privacyConsentAt: contact.privacyConsentAt,
    createdAt: contact.createdAt,
    updatedAt: contact.updatedAt,
  });
}

export function toRestReply(reply: ContactReply): Record<string, unknown> {
  return withIds(reply, {
    contactId: reply.contact.id,
    message: reply.message,
    author: reply.author,
    delivery: reply.delivery ?? null,
    createdAt: reply.createdAt,
  });
}

/** fillTimeMs as JSON gives it (a number, or digits as text); anything else is left to validation. */
function fillTime(fields: Record<string, unknown>): unknown {
  const value = fields.fillTimeMs;
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * The spec's payload has no consent field: the public form cannot be sent without the
 * consent box ticked, so a submission is the consent. An explicit privacyConsent other
 * than true is refused.
 */
function privacyConsent(fields: Record<string, unknown>): boolean {
  const value = fields.privacyConsent;
  return value === undefined || value === true || value === 'true';
}

export function contactsRoutes(): Router {
  const router = Router();
  const service = (res: Response): ContactService => new ContactService(scopeOf(res));

  router.post('/', async (req, res) => {
    const ip = scopeOf(res).ip;
    await service(res).assertCanSubmit(ip);
    const { fields } = await readBody(req, BODY_RULES.publicJson);
    const args = Object.assign(new SubmitContactArgs(), {
      name: textField(fields, 'name'),
      email: textField(fields, 'email'),
      subject: textField(fields, 'subject'),
      message: textField(fields, 'message'),
      privacyConsent: privacyConsent(fields),
      website: fields.website ?? undefined,
      fillTimeMs: fillTime(fields),
    });
    const receipt = await service(res).submit(args, ip);
    res.status(201).json({
      message: contactMessages.sent,
      _id: receipt.id,
      id: receipt.id,
      createdAt: receipt.createdAt,
    });
  });

  router.get('/', async (req, res) => {
    scopeOf(res).requireUser();
    const args = Object.assign(new ContactListArgs(), {
      filter: {
        q: typeof req.query.q === 'string' ? req.query.q : null,
        status: typeof req.query.status === 'string' ? req.query.status : null,
      },
    });
    res.json((await service(res).list(args)).map(toRestContact));
  });

  router.get('/:id', async (req, res) => {
    scopeOf(res).requireUser();
    const contacts = service(res);
    const contact = await contacts.get(req.params.id);
    const replies = await contacts.replies(contact);
    res.json({ ...toRestContact(contact), replies: replies.map(toRestReply) });
  });

  router.post('/:id/reply', async (req, res) => {
    scopeOf(res).requireUser();
    const { fields } = await readBody(req, BODY_RULES.json);
    const args = Object.assign(new ReplyToContactArgs(), { message: textField(fields, 'message') });
    const reply = await service(res).reply(req.params.id, args);
    res.status(201).json(toRestReply(reply));
  });

  router.put('/:id', async (req, res) => {
    scopeOf(res).requireUser();
    const { fields } = await readBody(req, BODY_RULES.json);
    const args = Object.assign(new UpdateContactArgs(), { status: textField(fields, 'status') });
    res.json(toRestContact(await service(res).updateStatus(req.params.id, args)));
  });

  router.delete('/:id', async (req, res) => {
    scopeOf(res).requireUser();
    const contact = await service(res).delete(req.params.id);
    res.json({ message: 'Richiesta eliminata', _id: contact.id, id: contact.id });
  });

  return router;
}
