// REST adapter of the team: /api/team (common/ordered-routes.ts).
import type { Router } from 'express';
import type { ApiDeps } from '../../domain/api-deps.js';
import { orderedRoutes } from '../../domain/ordered/ordered-routes.js';
import { PUBLIC_READS } from '../../platform/cache/public-reads.js';
import { CreateTeamMemberArgs, UpdateTeamMemberArgs } from './team-member.args.js';
import { teamResource } from './team-member.service.js';

export function teamRoutes(deps: ApiDeps): Router {
  return orderedRoutes(deps, {
    read: PUBLIC_READS.team,
    createArgs: CreateTeamMemberArgs,
    updateArgs: UpdateTeamMemberArgs,
    resource: teamResource,
    deleted: 'Membro del team eliminato',
  });
}
