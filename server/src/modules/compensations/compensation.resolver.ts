// GraphQL adapter of the officers' compensation register: the record kit's queries and
// mutations (ra-data-graphql-simple names, record-resolver.ts).
import { Resolver } from 'type-graphql';
import { recordResolver } from '../../domain/records/record-resolver.js';
import {
  CompensationListArgs,
  CreateCompensationArgs,
  UpdateCompensationArgs,
} from './compensation.args.js';
import { Compensation } from './compensation.entity.js';
import { compensationResource } from './compensation.resource.js';

@Resolver(() => Compensation)
export class CompensationResolver extends recordResolver({
  type: Compensation,
  name: 'Compensation',
  plural: 'Compensations',
  listArgs: CompensationListArgs,
  createArgs: CreateCompensationArgs,
  updateArgs: UpdateCompensationArgs,
  resource: compensationResource,
  descriptions: { create: 'Admin only', update: 'Admin only' },
}) {}
