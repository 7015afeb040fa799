// GraphQL adapter of the settings: the public settings (notificationEmail null unless an
// administrator asks: anonymous answers are the ones the public cache stores), their
// update (with the version it was made from: CONFLICT when changed since) and the
// first-run checklist (admin only). The settings' revisions are the revisions module's
// `revisions(resource: "settings", id)` and `restoreRevision`, id being the settings' id.
import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestScope } from '../../domain/scope.js';
import { SettingsInput } from './settings.args.js';
import { Settings } from './settings.entity.js';
import { SettingsService } from './settings.service.js';
import { SetupItem } from './setup-item.js';

@Resolver(() => Settings)
export class SettingsResolver {
  @Query(() => Settings, { description: "Public: the committee's settings (nothing secret)" })
  settings(@Ctx() ctx: RequestScope): Promise<Settings> {
    return new SettingsService(ctx).get();
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'Where new contact requests are notified when not the email above. Administrators only: null for anyone else',
  })
  notificationEmail(@Root() settings: Settings, @Ctx() ctx: RequestScope): string | null {
    return new SettingsService(ctx).seesInternals() ? settings.notificationEmail : null;
  }

  @Authorized()
  @Mutation(() => Settings, {
    description: 'Admin only. The whole object; nothing is saved when a field is invalid',
  })
  updateSettings(
    @Arg('input', () => SettingsInput) input: SettingsInput,
    @Arg('version', () => String, {
      nullable: true,
      description:
        "The version the change was made from (the settings' version when they were loaded): settings changed since are refused with CONFLICT; without it the change is made",
    })
    version: string | null | undefined,
    @Ctx() ctx: RequestScope,
  ): Promise<Settings> {
    return new SettingsService(ctx).update(input, version ?? null);
  }

  @Authorized()
  @Query(() => [SetupItem], {
    description:
      'Administrators (who may change the settings) only: what still holds demo values (settings equal to the seeded demo ones; the first-run generated admin password not changed yet)',
  })
  setupChecklist(@Ctx() ctx: RequestScope): Promise<SetupItem[]> {
    const user = ctx.authorize('settings', 'write');
    return new SettingsService(ctx).setupChecklist(user);
  }
}
