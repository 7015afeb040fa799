// REST adapter of the committees (PLATFORM_DOMAIN): GET /committees, POST /committees
// (JSON { name, slug, hostnames, town, province, region, admin: { name, username, email,
// password }, demo }), GET/PUT /committees/:id, DELETE /committees/:id (archives it),
// POST /committees/:id/restore, POST /committees/:id/handoff (the committee switch: its
// back office's address with a one-time sign-in code), platform administrators only;
// POST /committees/sign-in {code} (the code for a session, on the committee it was made
// for); and GET /committees/public, the active committees for everyone.
import { Router, type Response } from 'express';
import type { ModuleDeps } from '../../domain/module.js';
import { scopeOf, type RequestScope } from '../../domain/scope.js';
import { keepPrivate } from '../../platform/http/private-answers.js';
import { BODY_RULES, readBody, withIds } from '../../platform/http/rest-bodies.js';
import { CommitteeAdminInput, CommitteeInput } from './committee.args.js';
import type { Committee } from './committee.entity.js';
import { CommitteeService, committeeUrl, toPublicCommittee } from './committee.service.js';

export function toRestCommittee(
  scope: RequestScope,
  committee: Committee,
): Record<string, unknown> {
  return withIds(committee, {
    name: committee.name,
    slug: committee.slug,
    hostnames: committee.hostnames,
    town: committee.town,
    province: committee.province,
    region: committee.region,
    url: committeeUrl(scope, committee),
    archived: committee.archivedAt !== null,
    archivedAt: committee.archivedAt,
    createdAt: committee.createdAt,
    updatedAt: committee.updatedAt,
  });
}

/** A CommitteeInput from a JSON body: values as given (the validation refuses wrong ones). */
function committeeInput(fields: Record<string, unknown>): CommitteeInput {
  const input = new CommitteeInput();
  for (const name of ['name', 'slug', 'hostnames', 'town', 'province', 'region', 'demo'] as const) {
    if (fields[name] !== undefined) (input as Record<string, unknown>)[name] = fields[name];
  }
  const admin = fields.admin;
  if (typeof admin === 'object' && admin !== null && !Array.isArray(admin)) {
    input.admin = Object.assign(new CommitteeAdminInput(), admin);
  }
  return input;
}

export function committeesRoutes(_deps: ModuleDeps): Router {
  const router = Router();
  const service = (res: Response) => new CommitteeService(scopeOf(res));

  router.get('/public', async (_req, res) => {
    const scope = scopeOf(res);
    res.json((await service(res).active()).map((committee) => toPublicCommittee(scope, committee)));
  });

  router.post('/sign-in', async (req, res) => {
    // The answer carries a token.
    keepPrivate(res);
    const { fields } = await readBody(req, BODY_RULES.publicJson);
    const result = await service(res).exchangeHandoff(fields.code);
    res.json({ token: result.token, expiresAt: result.expiresAt });
  });

  router.get('/', async (_req, res) => {
    const scope = scopeOf(res);
    res.json((await service(res).list()).map((committee) => toRestCommittee(scope, committee)));
  });

  router.post('/', async (req, res) => {
    const scope = scopeOf(res);
    scope.requireUser();
    const { fields } = await readBody(req, BODY_RULES.json);
    res.status(201).json(toRestCommittee(scope, await service(res).create(committeeInput(fields))));
  });

  router.get('/:id', async (req, res) => {
    res.json(toRestCommittee(scopeOf(res), await service(res).get(req.params.id)));
  });

  router.put('/:id', async (req, res) => {
    const scope = scopeOf(res);
    scope.requireUser();
    const { fields } = await readBody(req, BODY_RULES.json);
    const committee = await service(res).update(req.params.id, committeeInput(fields));
    res.json(toRestCommittee(scope, committee));
  });

  router.delete('/:id', async (req, res) => {
    scopeOf(res).requireUser();
    const committee = await service(res).archive(req.params.id);
    res.json({ message: 'Comitato archiviato', _id: committee.id, id: committee.id });
  });

  router.post('/:id/handoff', async (req, res) => {
    scopeOf(res).requireUser();
    keepPrivate(res);
    res.json(await service(res).handoff(req.params.id));
  });

  router.post('/:id/restore', async (req, res) => {
    const scope = scopeOf(res);
    scope.requireUser();
    res.json(toRestCommittee(scope, await service(res).restore(req.params.id)));
  });

  return router;
}
