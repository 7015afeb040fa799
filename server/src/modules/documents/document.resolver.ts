// GraphQL adapter of documents (ra-data-graphql-simple names): parses, calls DocumentService.
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../../domain/scope.js';
import { readUpload } from '../../platform/http/incoming-file.js';
import { ListMetadata } from '../../domain/list-metadata.js';
import { CreateDocumentArgs, DocumentListArgs, UpdateDocumentArgs } from './document.args.js';
import { Document } from './document.entity.js';
import { DocumentService } from './document.service.js';

const service = (ctx: RequestScope): DocumentService => new DocumentService(ctx);

@Resolver(() => Document)
export class DocumentResolver {
  @Query(() => [Document])
  allDocuments(@Args() args: DocumentListArgs, @Ctx() ctx: RequestScope): Promise<Document[]> {
    return service(ctx).list(args);
  }

  @Query(() => ListMetadata)
  async _allDocumentsMeta(
    @Args() args: DocumentListArgs,
    @Ctx() ctx: RequestScope,
  ): Promise<ListMetadata> {
    return { count: await service(ctx).count(args) };
  }

  @Query(() => Document, { name: 'Document', nullable: true })
  document(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestScope): Promise<Document | null> {
    return service(ctx).find(id);
  }

  @Authorized()
  @Mutation(() => Document, { description: 'Admin only. file: a PDF of at most 10 MB' })
  async createDocument(
    @Args() args: CreateDocumentArgs,
    @Ctx() ctx: RequestScope,
  ): Promise<Document> {
    return service(ctx).create(args, await readUpload(args.file));
  }

  @Authorized()
  @Mutation(() => Document, { description: 'Admin only. Without file the current one is kept' })
  async updateDocument(
    @Args() args: UpdateDocumentArgs,
    @Ctx() ctx: RequestScope,
  ): Promise<Document> {
    return service(ctx).update(
      args.id,
      args,
      args.file ? await readUpload(args.file) : null,
      args.version ?? null,
    );
  }

  @Authorized()
  @Mutation(() => Document)
  deleteDocument(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestScope): Promise<Document> {
    return service(ctx).delete(id);
  }
}
