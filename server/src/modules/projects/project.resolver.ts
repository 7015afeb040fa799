// GraphQL adapter of courses (ra-data-graphql-simple names, record-resolver.ts).
import { Resolver } from 'type-graphql';
import { recordResolver } from '../../domain/records/record-resolver.js';
import { CreateProjectArgs, ProjectListArgs, UpdateProjectArgs } from './project.args.js';
import { Project } from './project.entity.js';
import { projectResource } from './project.resource.js';

@Resolver(() => Project)
export class ProjectResolver extends recordResolver({
  type: Project,
  name: 'Project',
  plural: 'Projects',
  listArgs: ProjectListArgs,
  createArgs: CreateProjectArgs,
  updateArgs: UpdateProjectArgs,
  resource: projectResource,
}) {}
