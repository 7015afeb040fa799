// GraphQL adapter of the services (allServices, Service, ... reorderServices).
import { Resolver } from 'type-graphql';
import { orderedResolver } from '../../domain/ordered/ordered-resolver.js';
import { CreateServiceArgs, ServiceListArgs, UpdateServiceArgs } from './service.args.js';
import { Service } from './service.entity.js';
import { serviceResource } from './service.service.js';

@Resolver(() => Service)
export class ServiceResolver extends orderedResolver({
  type: Service,
  name: 'Service',
  plural: 'Services',
  listArgs: ServiceListArgs,
  createArgs: CreateServiceArgs,
  updateArgs: UpdateServiceArgs,
  resource: serviceResource,
}) {}
