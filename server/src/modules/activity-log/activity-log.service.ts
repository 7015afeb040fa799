// The activity log for administrators ('activity.read'): newest first, filtered by
// resource, user or action.
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestScope } from '../../domain/scope.js';
import { listWindow } from '../../domain/list.js';
import { validateInput } from '../../domain/validation.js';
import { ActivityLogArgs } from './activity-log.args.js';
import { ActivityLogEntry } from '../../domain/activity-log-entry.entity.js';

const SORTABLE = ['createdAt', 'userName', 'resource', 'action'] as const;

export class ActivityLogService {
  constructor(private readonly scope: RequestScope) {}

  private get em(): EntityManager {
    return this.scope.em;
  }

  async list(args: ActivityLogArgs): Promise<ActivityLogEntry[]> {
    this.scope.authorize('activityLog', 'read');
    await validateInput(args);
    const window = listWindow(args, SORTABLE, { field: 'createdAt', order: 'DESC' });
    return this.em.find(ActivityLogEntry, this.where(args), window);
  }

  async count(args: ActivityLogArgs): Promise<number> {
    this.scope.authorize('activityLog', 'read');
    await validateInput(args);
    return this.em.count(ActivityLogEntry, this.where(args));
  }

  private where(args: ActivityLogArgs): FilterQuery<ActivityLogEntry> {
    const filter = args.filter;
    const where: FilterQuery<ActivityLogEntry> = {};
    if (filter?.resource) where.resource = filter.resource;
    if (filter?.action) where.action = filter.action;
    if (filter?.userId != null) where.userId = filter.userId;
    return where;
  }
}
