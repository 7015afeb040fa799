// Business rules of the team: those of every ordered resource (common/ordered-service.ts)
// over these fields.
import type { OrderedResource } from '../../domain/ordered/ordered-service.js';
import { TeamMember } from './team-member.entity.js';

export const teamResource: OrderedResource<TeamMember> = {
  entity: TeamMember,
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
  illustrated: true,
};
