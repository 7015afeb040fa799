// GraphQL adapter of the demo content: what is still present (the dashboard's checklist)
// and its removal (administrators).
import { Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../../domain/scope.js';
import { DemoContentService } from './demo-content.service.js';

@ObjectType({ description: 'A kind of demo content still present: its records nobody edited' })
export class DemoContentKind {
  @Field(() => String, { description: 'news, projects, documents, team, slides...' })
  key!: string;

  @Field(() => String, { description: 'Its name on the dashboard (Notizie, Documenti...)' })
  label!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType()
export class DemoContentRemoval {
  @Field(() => [DemoContentKind], { description: 'How many records of each kind went' })
  removed!: DemoContentKind[];

  @Field(() => Int)
  total!: number;
}

@Resolver()
export class DemoContentResolver {
  @Authorized()
  @Query(() => [DemoContentKind], {
    description: 'Administrators only: the kinds of demo content still present, unedited',
  })
  demoContent(@Ctx() scope: RequestScope): Promise<DemoContentKind[]> {
    return new DemoContentService(scope).present();
  }

  @Authorized()
  @Mutation(() => DemoContentRemoval, {
    description:
      'Administrators only: deletes every record seeded as demo and not edited since, with its files',
  })
  async removeDemoContent(@Ctx() scope: RequestScope): Promise<DemoContentRemoval> {
    const present = await new DemoContentService(scope).present();
    const labels = new Map(present.map((kind) => [kind.key, kind.label]));
    const removal = await new DemoContentService(scope).remove();
    return {
      removed: Object.entries(removal.removed)
        .filter(([, count]) => count > 0)
        .map(([key, count]) => ({ key, label: labels.get(key) ?? key, count })),
      total: removal.total,
    };
  }
}
