// GraphQL adapter of the committees: the platform administrators' list and changes, and
// the active committees for everyone (the hub's finder, with each committee's address).
import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Field,
} from 'type-graphql';
import type { RequestScope } from '../../domain/scope.js';
import { LoginResult } from '../accounts/auth.types.js';
import { CreateCommitteeArgs, UpdateCommitteeArgs } from './committee.args.js';
import { Committee } from './committee.entity.js';
import { CommitteeService, committeeUrl, toPublicCommittee } from './committee.service.js';

@ObjectType({ description: 'An active committee, as the hub lists it' })
export class PublicCommittee {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  slug!: string;

  @Field(() => String)
  town!: string;

  @Field(() => String)
  province!: string;

  @Field(() => String)
  region!: string;

  @Field(() => String, { description: "The committee's site" })
  url!: string;
}

@ObjectType({ description: "The committee switch: a committee's back office, signed in" })
export class CommitteeHandoffLink {
  @Field(() => String, {
    description: "The committee's back office with a one-time sign-in code in its fragment",
  })
  url!: string;

  @Field(() => Date, { description: 'The code works once, until then' })
  expiresAt!: Date;
}

const service = (scope: RequestScope) => new CommitteeService(scope);

@Resolver(() => Committee)
export class CommitteeResolver {
  @Query(() => [Committee], { description: 'Platform administrators only' })
  committees(@Ctx() scope: RequestScope): Promise<Committee[]> {
    return service(scope).list();
  }

  @Query(() => Committee, { description: 'Platform administrators only' })
  committee(@Arg('id', () => ID) id: string, @Ctx() scope: RequestScope): Promise<Committee> {
    return service(scope).get(id);
  }

  @Query(() => [PublicCommittee], { description: 'The active committees, for everyone' })
  async publicCommittees(@Ctx() scope: RequestScope): Promise<PublicCommittee[]> {
    return (await service(scope).active()).map((committee) => toPublicCommittee(scope, committee));
  }

  @Authorized()
  @Mutation(() => Committee, { description: 'Platform administrators only' })
  createCommittee(
    @Args() { input }: CreateCommitteeArgs,
    @Ctx() scope: RequestScope,
  ): Promise<Committee> {
    return service(scope).create(input);
  }

  @Authorized()
  @Mutation(() => Committee, { description: 'Platform administrators only' })
  updateCommittee(
    @Args() { id, input }: UpdateCommitteeArgs,
    @Ctx() scope: RequestScope,
  ): Promise<Committee> {
    return service(scope).update(id, input);
  }

  @Authorized()
  @Mutation(() => Committee, {
    description: 'Platform administrators only. Its site answers 404; its data stays',
  })
  archiveCommittee(
    @Arg('id', () => ID) id: string,
    @Ctx() scope: RequestScope,
  ): Promise<Committee> {
    return service(scope).archive(id);
  }

  @Authorized()
  @Mutation(() => Committee, { description: 'Platform administrators only' })
  restoreCommittee(
    @Arg('id', () => ID) id: string,
    @Ctx() scope: RequestScope,
  ): Promise<Committee> {
    return service(scope).restore(id);
  }

  @Authorized()
  @Mutation(() => CommitteeHandoffLink, {
    description:
      "Platform administrators only: the committee's back office, signed in by a one-time code (one minute)",
  })
  committeeHandoff(
    @Arg('id', () => ID) id: string,
    @Ctx() scope: RequestScope,
  ): Promise<CommitteeHandoffLink> {
    return service(scope).handoff(id);
  }

  @Mutation(() => LoginResult, {
    description:
      "A session for the committee switch's one-time code, on the committee it was made for",
  })
  exchangeCommitteeHandoff(
    @Arg('code', () => String) code: string,
    @Ctx() scope: RequestScope,
  ): Promise<LoginResult> {
    return service(scope).exchangeHandoff(code);
  }

  @FieldResolver(() => String, { description: "The committee's site" })
  url(@Root() committee: Committee, @Ctx() scope: RequestScope): string {
    return committeeUrl(scope, committee);
  }
}
