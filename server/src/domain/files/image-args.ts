// How the GraphQL arguments of an image translate into an ImageChange: a new file wins,
// then an http(s) URL, then removeImage; none of them keeps the current image.
import type { FileUpload } from 'graphql-upload-ts';
import type { ImageChange } from './file-changes.js';
import { readUpload } from '../../platform/http/incoming-file.js';

export async function imageChangeFromArgs(args: {
  image?: Promise<FileUpload> | null;
  imageUrl?: string | null;
  removeImage?: boolean | null;
}): Promise<ImageChange> {
  if (args.image) return { kind: 'file', file: await readUpload(args.image) };
  if (args.imageUrl) return { kind: 'url', url: args.imageUrl };
  if (args.removeImage) return { kind: 'remove' };
  return { kind: 'keep' };
}
