// REST adapter of contact requests (spec calls: public POST /contacts JSON {name, email,
// subject, message}; admin GET list/one, PUT {status}, DELETE).
import { Router } from 'express';
import type { ApiDeps } from '../api-deps.js';
import { requireAdmin } from '../auth/require-admin.js';
import { readBody, textField, withIds } from '../common/http.js';
import {
  ContactListArgs,
  contactMessages,
  SubmitContactArgs,
  UpdateContactArgs,
} from './contact.args.js';
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

/**
 * The spec's payload has no consent field: the public form cannot be sent without the
 * consent box ticked, so a submission is the consent. An explicit privacyConsent other
 * than true is refused.
 */
function privacyConsent(fields: Record<string, unknown>): boolean {
  const value = fields.privacyConsent;
  return value === undefined || value === true || value === 'true';
}

export function contactsRoutes(deps: ApiDeps): Router {
  const router = Router();
  const service = (): ContactService => new ContactService(deps.orm.em.fork(), deps.config);

  router.post('/', async (req, res) => {
    const { fields } = await readBody(req);
    const args = Object.assign(new SubmitContactArgs(), {
      name: textField(fields, 'name'),
      email: textField(fields, 'email'),
      subject: textField(fields, 'subject'),
      message: textField(fields, 'message'),
      privacyConsent: privacyConsent(fields),
    });
    const contact = await service().submit(args, req.ip ?? 'unknown');
    res.status(201).json({
      message: contactMessages.sent,
      _id: contact.id,
      id: contact.id,
      createdAt: contact.createdAt,
    });
  });

  router.get('/', requireAdmin(deps), async (req, res) => {
    const args = Object.assign(new ContactListArgs(), {
      filter: {
        q: typeof req.query.q === 'string' ? req.query.q : null,
        status: typeof req.query.status === 'string' ? req.query.status : null,
      },
    });
    res.json((await service().list(args)).map(toRestContact));
  });

  router.get('/:id', requireAdmin(deps), async (req, res) => {
    res.json(toRestContact(await service().get(req.params.id)));
  });

  router.put('/:id', requireAdmin(deps), async (req, res) => {
    const { fields } = await readBody(req);
    const args = Object.assign(new UpdateContactArgs(), { status: textField(fields, 'status') });
    res.json(toRestContact(await service().updateStatus(req.params.id, args)));
  });

  router.delete('/:id', requireAdmin(deps), async (req, res) => {
    const contact = await service().delete(req.params.id);
    res.json({ message: 'Richiesta eliminata', _id: contact.id, id: contact.id });
  });

  return router;
}
