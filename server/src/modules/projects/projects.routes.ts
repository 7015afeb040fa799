// REST adapter of courses (spec calls: GET /projects, GET /projects/:id, POST and PUT
// multipart, DELETE). On PUT, keepExistingImage=true keeps the image; a new file part
// replaces it; an `image` text value (http(s) URL or /uploads path) sets it; otherwise
// the image is removed, as the admin form sends no image when it was cleared.
import { Router } from 'express';
import type { ApiDeps } from '../api-deps.js';
import { requireAdmin } from '../auth/require-admin.js';
import type { ImageChange } from '../common/file-changes.js';
import { listKey, publicCache } from '../common/public-cache.js';
import { readBody, textField, withIds, type RequestBody } from '../common/http.js';
import { CreateProjectArgs, ProjectListArgs, UpdateProjectArgs } from './project.args.js';
import type { Project } from './project.entity.js';
import { ProjectService } from './project.service.js';

export function toRestProject(project: Project): Record<string, unknown> {
  return withIds(project, {
    title: project.title,
    description: project.description,
    category: project.category,
    image: project.image,
    // The public site reads `date` as the start date.
    date: project.startDate,
    startDate: project.startDate,
    endDate: project.endDate,
    location: project.location,
    participants: project.participants,
    calendlyId: project.calendlyId,
    createdAt: project.createdAt,
    updatedAt: project.updatedAt,
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
  return target;
}

export function projectsRoutes(deps: ApiDeps): Router {
  const router = Router();
  const cache = publicCache(deps.orm);
  const service = (): ProjectService => new ProjectService(deps.orm.em.fork(), deps.storage);

  router.get('/', async (req, res) => {
    const args = Object.assign(new ProjectListArgs(), {
      filter: {
        q: typeof req.query.q === 'string' ? req.query.q : null,
        category: typeof req.query.category === 'string' ? req.query.category : null,
      },
    });
    const { q, category } = args.filter;
    await cache.sendList(req, res, {
      key: listKey('projects', req.query),
      resources: ['projects'],
      pinned: q === null && category === null,
      compute: async () => (await service().list(args)).map(toRestProject),
    });
  });

  router.get('/:id', async (req, res) => {
    res.json(toRestProject(await service().get(req.params.id)));
  });

  router.post('/', requireAdmin(deps), async (req, res) => {
    const body = await readBody(req);
    const project = await service().create(
      projectFields(new CreateProjectArgs(), body),
      imageChange(body, { kind: 'keep' }),
    );
    res.status(201).json(toRestProject(project));
  });

  router.put('/:id', requireAdmin(deps), async (req, res) => {
    const body = await readBody(req);
    const project = await service().update(
      req.params.id,
      projectFields(new UpdateProjectArgs(), body),
      imageChange(body, { kind: 'remove' }),
    );
    res.json(toRestProject(project));
  });

  router.delete('/:id', requireAdmin(deps), async (req, res) => {
    const project = await service().delete(req.params.id);
    res.json({ message: 'Progetto eliminato', _id: project.id, id: project.id });
  });

  return router;
}
