// The business rules every ordered resource shares (team, hero slides, activities,
// services, timeline): lists in display order, a new record last unless a position is
// given, atomic reordering, the image as for news (all-or-nothing file changes), rich
// text sanitised when stored, and records hidden from the public (slides not visible).
// A resource describes its fields once (OrderedResource); its own args classes carry the
// validation rules and messages.
import { withActivity } from '../activity-log.js';
import { ANONYMOUS, authorize, type Actor } from '../policy.js';
import { LockMode, type EntityClass, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../errors.js';
import type { FileStorage } from '../../platform/storage/index.js';
import {
  applyImageChange,
  isFileReferenced,
  withFileChanges,
  type ImageChange,
} from '../files/file-changes.js';
import { parseId, parseIds } from '../ids.js';
import { listWindow, type ListArgs } from '../list.js';
import { orderedMessages } from './ordered-args.js';
import type { IllustratedRecord, OrderedRecord } from './ordered-record.js';
import { sanitizeRichText } from '../rich-text.js';
import { validateInput } from '../validation.js';

/**
 * How an argument becomes a column: text (kept when given), optionalText (an empty one is
 * stored as null), richText (sanitised), boolean, strings (a list of lines, empty ones dropped).
 */
export type FieldKind = 'text' | 'optionalText' | 'richText' | 'boolean' | 'strings';

export interface OrderedResource<T extends OrderedRecord> {
  entity: EntityClass<T> & (new () => T);
  /** 404 message, e.g. 'Membro del team non trovato'. */
  notFound: string;
  /** The writable fields besides position and image, with how they are stored. */
  fields: Readonly<Record<string, FieldKind>>;
  /** Columns a list may be sorted by (position is the default). */
  sortable: readonly string[];
  /** Whether the records have an image (IllustratedRecord). */
  illustrated: boolean;
  /** What an anonymous caller may see; everything when absent. */
  publicOnly?: FilterQuery<T>;
}

export interface OrderedListArgs extends ListArgs {
  filter?: { ids?: string[] | null } | null;
}

type Args = object & { position?: number | null };

export class OrderedService<T extends OrderedRecord> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly resource: OrderedResource<T>,
    /** False for anonymous readers: records outside resource.publicOnly do not exist for them. */
    private readonly seesHidden = true,
    private readonly actor: Actor = ANONYMOUS,
  ) {}

  async list(args: OrderedListArgs): Promise<T[]> {
    await validateInput(args);
    const window = listWindow(args, ['position', ...this.resource.sortable], {
      field: 'position',
      order: 'ASC',
    });
    return this.em.find(this.resource.entity, this.where(args), {
      ...window,
      orderBy: window.orderBy as never,
      disableIdentityMap: true,
    });
  }

  async count(args: OrderedListArgs): Promise<number> {
    await validateInput(args);
    return this.em.count(this.resource.entity, this.where(args));
  }

  async find(rawId: unknown): Promise<T | null> {
    const id = parseId(rawId);
    if (id === null) return null;
    return this.em.findOne(this.resource.entity, {
      $and: [{ id }, this.visible()],
    } as FilterQuery<T>);
  }

  async get(rawId: unknown): Promise<T> {
    const record = await this.find(rawId);
    if (!record) throw AppError.notFound(this.resource.notFound);
    return record;
  }

  async create(args: Args, image: ImageChange = { kind: 'keep' }): Promise<T> {
    authorize(this.actor, 'content.write');
    return withActivity(this.em, this.actor, this.resource.entity.name, 'create', async () => {
      await validateInput(args);
      return this.write(new this.resource.entity(), args, image, async (record) => {
        if (args.position == null) {
          const [last] = await this.em.find(
            this.resource.entity,
            {},
            { orderBy: { position: 'DESC' } as never, limit: 1 },
          );
          record.position = last ? last.position + 1 : 0;
        }
        this.em.persist(record);
      });
    });
  }

  async update(rawId: unknown, args: Args, image: ImageChange = { kind: 'keep' }): Promise<T> {
    authorize(this.actor, 'content.write');
    return withActivity(this.em, this.actor, this.resource.entity.name, 'update', async () => {
      const record = await this.get(rawId);
      await validateInput(args);
      return this.write(record, args, image, async () => undefined);
    });
  }

  /** Deletes the record and, once the row is gone, its uploaded image. */
  async delete(rawId: unknown): Promise<T> {
    authorize(this.actor, 'content.write');
    return withActivity(this.em, this.actor, this.resource.entity.name, 'delete', async () => {
      const record = await this.get(rawId);
      const snapshot = Object.assign(
        Object.create(Object.getPrototypeOf(record) as object) as T,
        record,
      );
      await withFileChanges(
        this.storage,
        (url) => isFileReferenced(this.em, url),
        async (files) => {
          if (this.resource.illustrated)
            files.release((record as unknown as IllustratedRecord).image);
          await this.em.remove(record).flush();
        },
      );
      return snapshot;
    });
  }

  /** Positions 0..n-1 in the order of ids, which must name every record once; one transaction. */
  async reorder(rawIds: unknown): Promise<T[]> {
    authorize(this.actor, 'content.write');
    return withActivity(this.em, this.actor, this.resource.entity.name, 'update', async () => {
      const given = Array.isArray(rawIds) ? rawIds : [];
      const ids = parseIds(given);
      const records = await this.em.transactional(async (tx) => {
        const all = await tx.find(
          this.resource.entity,
          {},
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        const byId = new Map(all.map((record) => [record.id, record]));
        if (
          ids.length !== given.length ||
          new Set(ids).size !== ids.length ||
          ids.length !== all.length ||
          ids.some((id) => !byId.has(id))
        ) {
          throw AppError.validation({ ids: orderedMessages.ids });
        }
        ids.forEach((id, position) => {
          (byId.get(id) as T).position = position;
        });
        return ids.map((id) => byId.get(id) as T);
      });
      return records.filter((record) => this.seesHidden || this.isPublic(record));
    });
  }

  private async write(
    record: T,
    args: Args,
    image: ImageChange,
    beforeFlush: (record: T) => Promise<void>,
  ): Promise<T> {
    return withFileChanges(
      this.storage,
      (url) => isFileReferenced(this.em, url),
      async (files) => {
        this.assign(record, args);
        if (args.position != null) record.position = args.position;
        if (this.resource.illustrated) {
          const illustrated = record as unknown as IllustratedRecord;
          illustrated.image = await applyImageChange(this.storage, illustrated.image, image, files);
        }
        await beforeFlush(record);
        await this.em.flush();
        return record;
      },
    );
  }

  /** Copies the given arguments into the record as their kind says (absent ones stay). */
  private assign(record: T, args: Args): void {
    const values = args as Record<string, unknown>;
    const target = record as unknown as Record<string, unknown>;
    for (const [name, kind] of Object.entries(this.resource.fields)) {
      const value = values[name];
      if (value === undefined || (value === null && kind !== 'optionalText')) continue;
      if (kind === 'optionalText') target[name] = value || null;
      else if (kind === 'richText') target[name] = sanitizeRichText(value as string);
      else if (kind === 'strings') target[name] = (value as string[]).filter((line) => line !== '');
      else target[name] = value;
    }
  }

  private visible(): FilterQuery<T> {
    return this.seesHidden || !this.resource.publicOnly ? {} : this.resource.publicOnly;
  }

  private isPublic(record: T): boolean {
    const rule = (this.resource.publicOnly ?? {}) as Record<string, unknown>;
    return Object.entries(rule).every(
      ([name, value]) => (record as unknown as Record<string, unknown>)[name] === value,
    );
  }

  private where(args: OrderedListArgs): FilterQuery<T> {
    const where: FilterQuery<T>[] = [this.visible()];
    if (args.filter?.ids)
      where.push({ id: { $in: parseIds(args.filter.ids) } } as unknown as FilterQuery<T>);
    return { $and: where } as FilterQuery<T>;
  }
}
