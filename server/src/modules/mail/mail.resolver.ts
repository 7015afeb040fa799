// GraphQL adapter of the outbox, admin only: its state for the dashboard, the failed
// messages and a new series of tries for one of them.
import {
  Arg,
  Authorized,
  Ctx,
  Field,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from 'type-graphql';
import type { RequestScope } from '../../domain/scope.js';
import { MailService } from './mail.service.js';
import { OutboxMessage } from './outbox-message.entity.js';

@ObjectType({ description: 'State of the e-mail outbox' })
export class MailStatus {
  @Field(() => Boolean, { description: 'False when SMTP_URL is not set: nothing is sent' })
  configured!: boolean;

  @Field(() => Int, { description: 'Messages waiting to be sent (or being sent)' })
  pendingCount!: number;

  @Field(() => Int, { description: 'Messages not sent after their last try' })
  failedCount!: number;
}

const service = (ctx: RequestScope): MailService => new MailService(ctx);

@Resolver(() => OutboxMessage)
export class MailResolver {
  @Authorized()
  @Query(() => MailStatus, { description: 'Admin only' })
  mailStatus(@Ctx() ctx: RequestScope): Promise<MailStatus> {
    return service(ctx).status();
  }

  @Authorized()
  @Query(() => [OutboxMessage], { description: 'Admin only: failed e-mails, newest first' })
  failedMails(@Ctx() ctx: RequestScope): Promise<OutboxMessage[]> {
    return service(ctx).failed();
  }

  @Authorized()
  @Mutation(() => OutboxMessage, { description: 'Admin only: tries a failed e-mail again' })
  retryMail(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestScope): Promise<OutboxMessage> {
    return service(ctx).retry(id);
  }
}
