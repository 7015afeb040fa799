// The team module: the members of the committee's board, in display order.
// An ordered content module (domain/ordered.ts): its entity, its arguments and the rules of
// its fields; the record kit does the rest.
import { orderedModule, type OrderedResource } from '../../domain/ordered.js';
import {
  CreateTeamMemberArgs,
  TeamMemberListArgs,
  UpdateTeamMemberArgs,
} from './team-member.args.js';
import { TeamMember } from './team-member.entity.js';

export const teamResource: OrderedResource<TeamMember> = {
  entity: TeamMember,
  deleted: 'Membro del team eliminato',
  notFound: 'Membro del team non trovato',
  fields: {
    name: 'text',
    role: 'text',
    bio: 'optionalText',
    email: 'optionalText',
    phone: 'optionalText',
    location: 'optionalText',
    imageAlt: 'optionalText',
  },
  sortable: ['name', 'role', 'createdAt', 'updatedAt'],
  files: 'image',
};

export const team = orderedModule({
  name: 'team',
  path: '/team',
  table: 'team_members',
  type: TeamMember,
  graphqlName: 'TeamMember',
  plural: 'TeamMembers',
  resource: teamResource,
  listArgs: TeamMemberListArgs,
  createArgs: CreateTeamMemberArgs,
  updateArgs: UpdateTeamMemberArgs,
});
