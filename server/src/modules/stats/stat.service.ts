// Business rules of the home-page statistics: validation, ordering by position (a new
// statistic goes last unless a position is given).
import { withActivity } from '../../domain/activity-log.js';
import { ANONYMOUS, authorize, type Actor } from '../../domain/policy.js';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../errors.js';
import { parseId, parseIds } from '../../domain/ids.js';
import { listWindow } from '../../domain/list.js';
import { validateInput } from '../../domain/validation.js';
import { CreateStatArgs, StatListArgs, UpdateStatArgs } from './stat.args.js';
import { Stat } from './stat.entity.js';

const SORTABLE = ['position', 'title', 'value', 'createdAt', 'updatedAt'] as const;

export class StatService {
  constructor(
    private readonly em: EntityManager,
    private readonly actor: Actor = ANONYMOUS,
  ) {}

  async list(args: StatListArgs): Promise<Stat[]> {
    await validateInput(args);
    const window = listWindow(args, SORTABLE, { field: 'position', order: 'ASC' });
    // Read-only rows: not tracked in the identity map (cheaper hydration, nothing to flush).
    return this.em.find(Stat, this.where(args), { ...window, disableIdentityMap: true });
  }

  async count(args: StatListArgs): Promise<number> {
    await validateInput(args);
    return this.em.count(Stat, this.where(args));
  }

  async find(rawId: unknown): Promise<Stat | null> {
    const id = parseId(rawId);
    return id === null ? null : this.em.findOne(Stat, { id });
  }

  async get(rawId: unknown): Promise<Stat> {
    const stat = await this.find(rawId);
    if (!stat) throw AppError.notFound('Statistica non trovata');
    return stat;
  }

  async create(args: CreateStatArgs): Promise<Stat> {
    authorize(this.actor, 'stats.write');
    return withActivity(this.em, this.actor, 'Stat', 'create', async () => {
      await validateInput(args);
      const [last] = await this.em.find(Stat, {}, { orderBy: { position: 'DESC' }, limit: 1 });
      const stat = Object.assign(new Stat(), {
        title: args.title,
        value: args.value,
        description: args.description,
        position: args.position ?? (last ? last.position + 1 : 0),
      });
      await this.em.persist(stat).flush();
      return stat;
    });
  }

  async update(rawId: unknown, args: UpdateStatArgs): Promise<Stat> {
    authorize(this.actor, 'stats.write');
    return withActivity(this.em, this.actor, 'Stat', 'update', async () => {
      const stat = await this.get(rawId);
      await validateInput(args);
      if (args.title != null) stat.title = args.title;
      if (args.value != null) stat.value = args.value;
      if (args.description != null) stat.description = args.description;
      if (args.position != null) stat.position = args.position;
      await this.em.flush();
      return stat;
    });
  }

  async delete(rawId: unknown): Promise<Stat> {
    authorize(this.actor, 'stats.write');
    return withActivity(this.em, this.actor, 'Stat', 'delete', async () => {
      const stat = await this.get(rawId);
      const snapshot = Object.assign(Object.create(Stat.prototype) as Stat, stat);
      await this.em.remove(stat).flush();
      return snapshot;
    });
  }

  private where(args: StatListArgs): FilterQuery<Stat> {
    return args.filter?.ids ? { id: { $in: parseIds(args.filter.ids) } } : {};
  }
}
