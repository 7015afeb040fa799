// GraphQL adapter of the navigation: the menus and the links shown (public), and their
// change as a whole (administrators).
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../../domain/scope.js';
import { NavigationService } from './navigation.service.js';
import { Navigation, NavigationItemInput } from './navigation.types.js';

@Resolver(() => Navigation)
export class NavigationResolver {
  @Query(() => Navigation, {
    description:
      "Public: the header's menu and the footer's links, and what the site shows of them",
  })
  navigation(@Ctx() scope: RequestScope): Promise<Navigation> {
    return new NavigationService(scope).get();
  }

  @Authorized()
  @Mutation(() => Navigation, {
    description:
      'Administrators only. Each menu given is replaced as a whole; one left out is kept',
  })
  updateNavigation(
    @Arg('header', () => [NavigationItemInput], { nullable: true })
    header: NavigationItemInput[] | null | undefined,
    @Arg('footer', () => [NavigationItemInput], { nullable: true })
    footer: NavigationItemInput[] | null | undefined,
    @Ctx() scope: RequestScope,
  ): Promise<Navigation> {
    return new NavigationService(scope).update({
      header: header ?? undefined,
      footer: footer ?? undefined,
    });
  }
}
