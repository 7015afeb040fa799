// GraphQL adapter of courses (ra-data-graphql-simple names): parses, calls ProjectService.
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { imageChangeFromArgs } from '../../domain/files/image-args.js';
import { ListMetadata } from '../../domain/list-metadata.js';
import { CreateProjectArgs, ProjectListArgs, UpdateProjectArgs } from './project.args.js';
import { Project } from './project.entity.js';
import { ProjectService } from './project.service.js';

const service = (ctx: GraphQLContext): ProjectService =>
  new ProjectService(ctx.em, ctx.storage, ctx);

@Resolver(() => Project)
export class ProjectResolver {
  @Query(() => [Project])
  allProjects(@Args() args: ProjectListArgs, @Ctx() ctx: GraphQLContext): Promise<Project[]> {
    return service(ctx).list(args);
  }

  @Query(() => ListMetadata)
  async _allProjectsMeta(
    @Args() args: ProjectListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ListMetadata> {
    return { count: await service(ctx).count(args) };
  }

  @Query(() => Project, { name: 'Project', nullable: true })
  project(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Project | null> {
    return service(ctx).find(id);
  }

  @Authorized()
  @Mutation(() => Project)
  async createProject(
    @Args() args: CreateProjectArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return service(ctx).create(args, await imageChangeFromArgs(args));
  }

  @Authorized()
  @Mutation(() => Project)
  async updateProject(
    @Args() args: UpdateProjectArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return service(ctx).update(args.id, args, await imageChangeFromArgs(args));
  }

  @Authorized()
  @Mutation(() => Project)
  deleteProject(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Project> {
    return service(ctx).delete(id);
  }
}
