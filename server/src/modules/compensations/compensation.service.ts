// Business rules of the officers' compensation register: validation with Italian
// messages by field (nothing saved on failure), newest year first, the year filter.
import { trashRecord } from '../../domain/records/trash.js';
import type { RequestScope } from '../../domain/scope.js';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../errors.js';
import { parseId, parseIds } from '../../domain/ids.js';
import { listWindow } from '../../domain/list.js';
import { toCents } from '../../domain/money.js';
import { validateInput } from '../../domain/validation.js';
import {
  CompensationListArgs,
  CompensationYearArgs,
  CreateCompensationArgs,
  UpdateCompensationArgs,
} from './compensation.args.js';
import { Compensation } from './compensation.entity.js';

const SORTABLE = ['year', 'role', 'grossAmountCents', 'createdAt', 'updatedAt'] as const;

export class CompensationService {
  constructor(private readonly scope: RequestScope) {}

  private get em(): EntityManager {
    return this.scope.em;
  }

  /** Newest year first, then the larger compensation first, by default. */
  async list(args: CompensationListArgs): Promise<Compensation[]> {
    await this.validateList(args);
    const window = args.sortField
      ? listWindow(args, SORTABLE, { field: 'year', order: 'DESC' })
      : {
          ...listWindow(args, SORTABLE, { field: 'year', order: 'DESC' }),
          orderBy: [
            { year: 'DESC' as const },
            { grossAmountCents: 'DESC' as const },
            { id: 'ASC' as const },
          ],
        };
    return this.em.find(Compensation, this.where(args), { ...window, disableIdentityMap: true });
  }

  async count(args: CompensationListArgs): Promise<number> {
    await this.validateList(args);
    return this.em.count(Compensation, this.where(args));
  }

  async find(rawId: unknown): Promise<Compensation | null> {
    const id = parseId(rawId);
    return id === null ? null : this.em.findOne(Compensation, { id });
  }

  async get(rawId: unknown): Promise<Compensation> {
    const compensation = await this.find(rawId);
    if (!compensation) throw AppError.notFound('Compenso non trovato');
    return compensation;
  }

  async create(args: CreateCompensationArgs): Promise<Compensation> {
    this.scope.authorize('compensations', 'write');
    return this.scope.write(
      { resource: 'compensations', log: 'Compensation' },
      'create',
      async () => {
        await validateInput(args);
        const compensation = Object.assign(new Compensation(), {
          year: args.year,
          role: args.role,
          name: args.name || null,
          grossAmountCents: toCents(args.grossAmount),
        });
        await this.em.persist(compensation).flush();
        return compensation;
      },
    );
  }

  /** Absent fields are kept; an empty name clears it. */
  async update(rawId: unknown, args: UpdateCompensationArgs): Promise<Compensation> {
    this.scope.authorize('compensations', 'write');
    return this.scope.write(
      { resource: 'compensations', log: 'Compensation' },
      'update',
      async () => {
        const compensation = await this.get(rawId);
        await validateInput(args);
        if (args.year != null) compensation.year = args.year;
        if (args.role != null) compensation.role = args.role;
        if (args.name != null) compensation.name = args.name || null;
        if (args.grossAmount != null) compensation.grossAmountCents = toCents(args.grossAmount);
        await this.em.flush();
        return compensation;
      },
    );
  }

  async delete(rawId: unknown): Promise<Compensation> {
    this.scope.authorize('compensations', 'write');
    return this.scope.write(
      { resource: 'compensations', log: 'Compensation' },
      'delete',
      async (em) => {
        const compensation = await this.get(rawId);
        const snapshot = Object.assign(
          Object.create(Compensation.prototype) as Compensation,
          compensation,
        );
        await trashRecord(
          this.scope,
          em,
          { resource: 'compensations', log: 'Compensation' },
          compensation,
        );
        return snapshot;
      },
    );
  }

  private async validateList(args: CompensationListArgs): Promise<void> {
    await validateInput(args);
    const year = args.filter?.year;
    if (year != null) await validateInput(Object.assign(new CompensationYearArgs(), { year }));
  }

  private where(args: CompensationListArgs): FilterQuery<Compensation> {
    const filter = args.filter;
    const where: FilterQuery<Compensation>[] = [];
    if (filter?.ids) where.push({ id: { $in: parseIds(filter.ids) } });
    if (filter?.year != null) where.push({ year: filter.year });
    return where.length > 0 ? { $and: where } : {};
  }
}
