// REST adapter of donations, administrators only (editors 403): the record kit's GET/POST
// /api/donations and GET/PUT/DELETE /:id (JSON), and beside them the Stripe webhook, a
// receipt's PDF and its e-mail sent again, the year's CSV for the accountant, a donor's
// statement (PDF, or e-mailed), every statement of a year e-mailed at once, and the
// committee's own Stripe webhook secret.
import type { Response, Router } from 'express';
import type { ModuleDeps } from '../../domain/module.js';
import { presentRecord, recordRoutes } from '../../domain/records/record-routes.js';
import { scopeOf } from '../../domain/scope.js';
import { BODY_RULES, readBody, textField } from '../../platform/http/rest-bodies.js';
import { CreateDonationArgs, DonationListArgs, UpdateDonationArgs } from './donation.args.js';
import { donationResource, donationsRead } from './donation.resource.js';
import { DonationService } from './donation.service.js';
import { handleStripeWebhook, rawBody } from './stripe-webhook.js';

function sendPdf(res: Response, file: { fileName: string; pdf: Buffer }, download: boolean): void {
  res
    .type('application/pdf')
    .setHeader(
      'Content-Disposition',
      `${download ? 'attachment' : 'inline'}; filename="${file.fileName}"`,
    )
    .setHeader('Cache-Control', 'private, no-store')
    .send(file.pdf);
}

export function donationsRoutes(deps: ModuleDeps): Router {
  // The record kit's routes, and beside them (none of them one segment long: not an :id).
  const router = recordRoutes(deps, {
    resource: donationResource,
    read: donationsRead,
    listArgs: DonationListArgs,
    createArgs: CreateDonationArgs,
    updateArgs: UpdateDonationArgs,
  });
  const service = (res: Response) => new DonationService(scopeOf(res));

  // Stripe's call: no user, the signature is the credential.
  router.post('/stripe-webhook', async (req, res) => {
    const body = await rawBody(req);
    const signature = req.headers['stripe-signature'];
    const outcome = await handleStripeWebhook(
      scopeOf(res),
      body,
      typeof signature === 'string' ? signature : undefined,
    );
    res.json({ received: true, outcome });
  });

  router.get('/settings/stripe', async (_req, res) => {
    res.json({ stripeWebhookSecretSet: await service(res).webhookSecretSet() });
  });

  router.put('/settings/stripe', async (req, res) => {
    scopeOf(res).authorize('donations', 'write');
    const { fields } = await readBody(req, BODY_RULES.json);
    const set = await service(res).setWebhookSecret(
      textField(fields, 'stripeWebhookSecret') ?? null,
    );
    res.json({ stripeWebhookSecretSet: set });
  });

  router.get('/export/:year.csv', async (req, res) => {
    const csv = await service(res).yearCsv(req.params.year);
    res
      .type('text/csv; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="donazioni-${req.params.year}.csv"`)
      .setHeader('Cache-Control', 'private, no-store')
      .send(csv);
  });

  router.get('/statements/:year', async (req, res) => {
    sendPdf(res, await service(res).statement(req.params.year, req.query.fiscalCode), true);
  });

  router.post('/statements/:year/send', async (req, res) => {
    scopeOf(res).authorize('donations', 'write');
    const { fields } = await readBody(req, BODY_RULES.json);
    const fiscalCode = textField(fields, 'fiscalCode');
    const sent = fiscalCode
      ? await service(res).sendStatement(req.params.year, fiscalCode)
      : await service(res).sendStatements(req.params.year);
    res.json({ message: `Riepiloghi messi in coda per l'invio: ${sent}`, sent });
  });

  router.get('/:id/receipt.pdf', async (req, res) => {
    sendPdf(res, await service(res).receipt(req.params.id), true);
  });

  router.post('/:id/receipt/send', async (req, res) => {
    const scope = scopeOf(res);
    const donation = await service(res).resendReceipt(req.params.id);
    res.json({
      message: 'Ricevuta messa in coda per l’invio',
      donation: presentRecord(donationResource, donation, scope),
    });
  });

  return router;
}
