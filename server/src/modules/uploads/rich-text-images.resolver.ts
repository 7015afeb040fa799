// GraphQL adapter of the images inserted in rich text (the admin editor's image button):
// the file goes the way of every uploaded image (sniffed, re-encoded as WebP, stored) and
// its URL comes back for the editor to insert as <img src>. A file stays while a record's
// image or rich text names it (common/file-changes.ts, isFileReferenced).
import type { FileUpload } from 'graphql-upload-ts';
import { GraphQLUpload } from 'graphql-upload-ts';
import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestScope } from '../../domain/scope.js';
import { storeRichTextImage } from '../../domain/files/file-changes.js';
import { readUpload } from '../../platform/http/incoming-file.js';

@Resolver()
export class RichTextImageResolver {
  @Authorized()
  @Mutation(() => String, {
    description:
      'Signed-in user: stores an image for rich text (JPEG, PNG, WebP or GIF, at most 10 MB) and returns its URL (/uploads/...)',
  })
  async uploadRichTextImage(
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Ctx() ctx: RequestScope,
  ): Promise<string> {
    return storeRichTextImage(ctx.storage, await readUpload(file));
  }
}
