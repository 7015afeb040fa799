// GraphQL adapter of the team (allTeamMembers, TeamMember, createTeamMember... reorderTeamMembers).
import { Resolver } from 'type-graphql';
import { orderedResolver } from '../../domain/ordered/ordered-resolver.js';
import {
  CreateTeamMemberArgs,
  TeamMemberListArgs,
  UpdateTeamMemberArgs,
} from './team-member.args.js';
import { TeamMember } from './team-member.entity.js';
import { teamResource } from './team-member.service.js';

@Resolver(() => TeamMember)
export class TeamMemberResolver extends orderedResolver({
  type: TeamMember,
  name: 'TeamMember',
  plural: 'TeamMembers',
  listArgs: TeamMemberListArgs,
  createArgs: CreateTeamMemberArgs,
  updateArgs: UpdateTeamMemberArgs,
  resource: teamResource,
}) {}
