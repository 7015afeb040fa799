// Business rules of courses: validation (dates in order), search and listing, what the
// public may read (published and due: common/publication.ts), the description sanitised
// when stored, and the image with its file clean-up.
import { withActivity } from '../../domain/activity-log.js';
import { ANONYMOUS, authorize, type Actor } from '../../domain/policy.js';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../errors.js';
import type { FileStorage } from '../../platform/storage/index.js';
import {
  applyImageChange,
  isFileReferenced,
  withFileChanges,
  type ImageChange,
} from '../../domain/files/file-changes.js';
import { parseId, parseIds } from '../../domain/ids.js';
import { containsPattern, listWindow } from '../../domain/list.js';
import { audienceOf, visibleTo, type Audience } from '../../domain/publication.js';
import { sanitizeRichText } from '../../domain/rich-text.js';
import { validateInput } from '../../domain/validation.js';
import {
  CreateProjectArgs,
  ProjectListArgs,
  projectMessages,
  UpdateProjectArgs,
} from './project.args.js';
import { Project } from './project.entity.js';

const SORTABLE = [
  'title',
  'category',
  'startDate',
  'endDate',
  'status',
  'publishedAt',
  'createdAt',
  'updatedAt',
] as const;

export class ProjectService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly actor: Actor = ANONYMOUS,
  ) {}

  /** Who reads: the public sees only published records whose time has come. */
  private get audience(): Audience {
    return audienceOf(this.actor);
  }

  /** Soonest first by default: the public carousel shows what can be booked next. */
  async list(args: ProjectListArgs): Promise<Project[]> {
    await validateInput(args);
    const window = listWindow(args, SORTABLE, { field: 'startDate', order: 'ASC' });
    // Read-only rows: not tracked in the identity map (cheaper hydration, nothing to flush).
    return this.em.find(Project, this.where(args), { ...window, disableIdentityMap: true });
  }

  async count(args: ProjectListArgs): Promise<number> {
    await validateInput(args);
    return this.em.count(Project, this.where(args));
  }

  async find(rawId: unknown): Promise<Project | null> {
    const id = parseId(rawId);
    return id === null
      ? null
      : this.em.findOne(Project, {
          $and: [{ id }, visibleTo(this.audience)],
        } as FilterQuery<Project>);
  }

  async get(rawId: unknown): Promise<Project> {
    const project = await this.find(rawId);
    if (!project) throw AppError.notFound('Progetto non trovato');
    return project;
  }

  create(args: CreateProjectArgs, image: ImageChange): Promise<Project> {
    authorize(this.actor, 'projects.write');
    return withActivity(this.em, this.actor, 'Project', 'create', () =>
      this.createRecord(args, image),
    );
  }

  private async createRecord(args: CreateProjectArgs, image: ImageChange): Promise<Project> {
    await validateInput(args);
    checkPeriod(args.startDate, args.endDate);
    return withFileChanges(
      this.storage,
      (url) => isFileReferenced(this.em, url),
      async (files) => {
        const project = Object.assign(new Project(), {
          title: args.title,
          description: storedDescription(args.description),
          imageAlt: args.imageAlt || null,
          status: args.status ?? 'published',
          publishedAt: args.publishedAt ?? new Date(),
          category: args.category,
          startDate: args.startDate,
          endDate: args.endDate,
          calendlyId: args.calendlyId,
          location: args.location || null,
          participants: args.participants ?? null,
        });
        project.image = await applyImageChange(this.storage, null, image, files);
        project.stampAuthor(this.actor, true);
        await this.em.persist(project).flush();
        return project;
      },
    );
  }

  update(rawId: unknown, args: UpdateProjectArgs, image: ImageChange): Promise<Project> {
    authorize(this.actor, 'projects.write');
    return withActivity(this.em, this.actor, 'Project', 'update', () =>
      this.updateRecord(rawId, args, image),
    );
  }

  private async updateRecord(
    rawId: unknown,
    args: UpdateProjectArgs,
    image: ImageChange,
  ): Promise<Project> {
    const project = await this.get(rawId);
    await validateInput(args);
    checkPeriod(args.startDate ?? project.startDate, args.endDate ?? project.endDate);
    return withFileChanges(
      this.storage,
      (url) => isFileReferenced(this.em, url),
      async (files) => {
        if (args.title != null) project.title = args.title;
        if (args.description != null) project.description = storedDescription(args.description);
        if (args.imageAlt !== undefined) project.imageAlt = args.imageAlt || null;
        if (args.status != null) project.status = args.status as Project['status'];
        if (args.publishedAt != null) project.publishedAt = args.publishedAt;
        if (args.category != null) project.category = args.category;
        if (args.startDate != null) project.startDate = args.startDate;
        if (args.endDate != null) project.endDate = args.endDate;
        if (args.calendlyId != null) project.calendlyId = args.calendlyId;
        if (args.location !== undefined) project.location = args.location || null;
        if (args.participants !== undefined) project.participants = args.participants;
        project.image = await applyImageChange(this.storage, project.image, image, files);
        project.stampAuthor(this.actor, false);
        await this.em.flush();
        return project;
      },
    );
  }

  /** Deletes the course and, once the row is gone, its uploaded image. */
  delete(rawId: unknown): Promise<Project> {
    authorize(this.actor, 'projects.write');
    return withActivity(this.em, this.actor, 'Project', 'delete', () => this.deleteRecord(rawId));
  }

  private async deleteRecord(rawId: unknown): Promise<Project> {
    const project = await this.get(rawId);
    const snapshot = Object.assign(Object.create(Project.prototype) as Project, project);
    await withFileChanges(
      this.storage,
      (url) => isFileReferenced(this.em, url),
      async (files) => {
        files.release(project.image);
        await this.em.remove(project).flush();
      },
    );
    return snapshot;
  }

  private where(args: ProjectListArgs): FilterQuery<Project> {
    const filter = args.filter;
    const where: FilterQuery<Project>[] = [visibleTo(this.audience) as FilterQuery<Project>];
    if (filter?.ids) where.push({ id: { $in: parseIds(filter.ids) } });
    if (filter?.category) where.push({ category: filter.category });
    if (filter?.q?.trim()) {
      const pattern = containsPattern(filter.q.trim());
      where.push({ $or: [{ title: { $ilike: pattern } }, { description: { $ilike: pattern } }] });
    }
    return { $and: where };
  }
}

/** ISO dates compare as strings: the end may equal the start, never precede it. */
function checkPeriod(startDate: string, endDate: string): void {
  if (endDate < startDate) throw AppError.validation({ endDate: projectMessages.endBeforeStart });
}

/** The sanitised description; refused when nothing of it survives (only a script, say). */
function storedDescription(html: string): string {
  const description = sanitizeRichText(html);
  if (description === '') throw AppError.validation({ description: projectMessages.description });
  return description;
}
