// GraphQL adapter of contact requests: the public submitContact, the rest admin only
// (the replies of a request are its `replies` field, oldest first).
import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { RequestScope } from '../../domain/scope.js';
import { ListMetadata } from '../../domain/list-metadata.js';
import {
  ContactListArgs,
  ContactReceipt,
  ReplyToContactArgs,
  SubmitContactArgs,
  UpdateContactArgs,
} from './contact.args.js';
import { ContactReply } from './contact-reply.entity.js';
import { Contact } from './contact.entity.js';
import { ContactService } from './contact.service.js';

const service = (ctx: RequestScope): ContactService => new ContactService(ctx);

@Resolver(() => Contact)
export class ContactResolver {
  @Authorized()
  @Query(() => [Contact], { description: 'Admin only' })
  allContacts(@Args() args: ContactListArgs, @Ctx() ctx: RequestScope): Promise<Contact[]> {
    return service(ctx).list(args);
  }

  @Authorized()
  @Query(() => ListMetadata, { description: 'Admin only' })
  async _allContactsMeta(
    @Args() args: ContactListArgs,
    @Ctx() ctx: RequestScope,
  ): Promise<ListMetadata> {
    return { count: await service(ctx).count(args) };
  }

  @Authorized()
  @Query(() => Contact, { name: 'Contact', nullable: true, description: 'Admin only' })
  contact(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestScope): Promise<Contact | null> {
    return service(ctx).find(id);
  }

  @Mutation(() => ContactReceipt, {
    description: 'Public, rate-limited per IP. privacyConsent must be true',
  })
  submitContact(
    @Args() args: SubmitContactArgs,
    @Ctx() ctx: RequestScope,
  ): Promise<ContactReceipt> {
    return service(ctx).submit(args, ctx.ip);
  }

  @Authorized()
  @Mutation(() => ContactReply, {
    description:
      'Admin only: e-mails the reply to the visitor, keeps it with the request, sets status replied (reply-queued while no mail server is configured: see its delivery)',
  })
  replyToContact(
    @Arg('id', () => ID) id: string,
    @Args() args: ReplyToContactArgs,
    @Ctx() ctx: RequestScope,
  ): Promise<ContactReply> {
    return service(ctx).reply(id, args);
  }

  @FieldResolver(() => [ContactReply], { description: 'Replies sent, oldest first' })
  replies(@Root() contact: Contact, @Ctx() ctx: RequestScope): Promise<ContactReply[]> {
    return service(ctx).replies(contact);
  }

  @Authorized()
  @Mutation(() => Contact, {
    description: 'Admin only: marks it read or replied (or pending again)',
  })
  updateContact(@Args() args: UpdateContactArgs, @Ctx() ctx: RequestScope): Promise<Contact> {
    return service(ctx).updateStatus(args.id, args);
  }

  @Authorized()
  @Mutation(() => Contact)
  deleteContact(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestScope): Promise<Contact> {
    return service(ctx).delete(id);
  }
}
