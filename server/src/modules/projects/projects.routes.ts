// REST adapter of courses (spec calls: GET /projects, GET /projects/:id, POST and PUT
// multipart, DELETE). On PUT, keepExistingImage=true keeps the image; a new file part
// replaces it; an `image` text value (http(s) URL or /uploads path) sets it; otherwise
// the image is removed, as the admin form sends no image when it was cleared.
import { Router, type Request } from 'express';
import type { ApiDeps } from '../../domain/api-deps.js';
import { authenticate, identityOf } from '../accounts/authenticate.js';
import type { ImageChange } from '../../domain/files/file-changes.js';
import type { Actor } from '../../domain/policy.js';
import { dateTimeField, readerOfRequest } from '../../domain/publication.js';
import { publicCache } from '../../platform/cache/public-cache.js';
import { PUBLIC_READS } from '../../platform/cache/public-reads.js';
import { BODY_RULES, readBody, textField, withIds, type RequestBody } from '../../platform/http/rest-bodies.js';
import { CreateProjectArgs, ProjectListArgs, UpdateProjectArgs } from './project.args.js';
import type { Project } from './project.entity.js';
import { ProjectService } from './project.service.js';

/** authors: the users who created and last changed it, for the back office only. */
export function toRestProject(project: Project, authors = true): Record<string, unknown> {
  return withIds(project, {
    title: project.title,
    description: project.description,
    category: project.category,
    image: project.image,
    imageAlt: project.imageAlt,
    // The public site reads `date` as the start date.
    date: project.startDate,
    startDate: project.startDate,
    endDate: project.endDate,
    location: project.location,
    participants: project.participants,
    calendlyId: project.calendlyId,
    status: project.status,
    publishedAt: project.publishedAt,
    createdAt: project.createdAt,
    updatedAt: project.updatedAt,
    ...(authors ? { createdBy: project.createdBy, updatedBy: project.updatedBy } : {}),
  });
}

function imageChange({ fields, files }: RequestBody, absent: ImageChange): ImageChange {
  if (files.image) return { kind: 'file', file: files.image };
  if (textField(fields, 'keepExistingImage') === 'true') return { kind: 'keep' };
  const url = textField(fields, 'image')?.trim();
  return url ? { kind: 'url', url } : absent;
}

/** "" -> null (left empty), digits -> number, anything else -> NaN (refused by validation). */
function participantsField(fields: Record<string, unknown>): number | null | undefined {
  const raw = textField(fields, 'participants')?.trim();
  if (raw === undefined) return undefined;
  if (raw === '') return null;
  return /^-?\d+$/.test(raw) ? Number(raw) : Number.NaN;
}

function projectFields<T extends CreateProjectArgs | UpdateProjectArgs>(
  target: T,
  { fields }: RequestBody,
): T {
  target.title = textField(fields, 'title') as string;
  target.description = textField(fields, 'description') as string;
  target.category = textField(fields, 'category') as string;
  target.startDate = textField(fields, 'startDate') as string;
  target.endDate = textField(fields, 'endDate') as string;
  target.calendlyId = textField(fields, 'calendlyId') as string;
  target.location = textField(fields, 'location');
  target.participants = participantsField(fields);
  target.status = textField(fields, 'status');
  target.publishedAt = dateTimeField(textField(fields, 'publishedAt'));
  target.imageAlt = textField(fields, 'imageAlt');
  return target;
}

export function projectsRoutes(deps: ApiDeps): Router {
  const router = Router();
  const cache = publicCache(deps.orm);
  const service = (locals: Record<string, unknown>): ProjectService =>
    new ProjectService(deps.orm.em.fork(), deps.storage, identityOf(locals));
  const readerOf = async (req: Request): Promise<Actor> =>
    readerOfRequest(deps.orm.em.fork(), req.headers.authorization);

  router.get('/', async (req, res) => {
    const args = Object.assign(new ProjectListArgs(), {
      filter: {
        q: typeof req.query.q === 'string' ? req.query.q : null,
        category: typeof req.query.category === 'string' ? req.query.category : null,
      },
    });
    const reader = await readerOf(req);
    await cache.sendRead(req, res, PUBLIC_READS.projects, {
      query: req.query,
      compute: async () =>
        (await service({ identity: reader }).list(args)).map((record) =>
          toRestProject(record, reader.user !== null),
        ),
    });
  });

  router.get('/:id', async (req, res) => {
    const reader = await readerOf(req);
    res.json(
      toRestProject(await service({ identity: reader }).get(req.params.id), reader.user !== null),
    );
  });

  router.post('/', authenticate(deps), async (req, res) => {
    const body = await readBody(req, BODY_RULES.withFile);
    const project = await service(res.locals).create(
      projectFields(new CreateProjectArgs(), body),
      imageChange(body, { kind: 'keep' }),
    );
    res.status(201).json(toRestProject(project));
  });

  router.put('/:id', authenticate(deps), async (req, res) => {
    const body = await readBody(req, BODY_RULES.withFile);
    const project = await service(res.locals).update(
      req.params.id,
      projectFields(new UpdateProjectArgs(), body),
      imageChange(body, { kind: 'remove' }),
    );
    res.json(toRestProject(project));
  });

  router.delete('/:id', authenticate(deps), async (req, res) => {
    const project = await service(res.locals).delete(req.params.id);
    res.json({ message: 'Progetto eliminato', _id: project.id, id: project.id });
  });

  return router;
}
