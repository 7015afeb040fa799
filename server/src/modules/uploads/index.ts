// The uploads module: the stored files of either storage driver (GET /api/uploads/:name,
// with an image's narrower copies) and the images the rich-text editor inserts.
import type { ResourceModule } from '../../domain/module.js';
import { RichTextImageResolver } from './rich-text-images.resolver.js';
import { uploadsRoutes } from './uploads.routes.js';

export const uploads: ResourceModule = {
  name: 'uploads',
  resolvers: [RichTextImageResolver],
  api: { '/uploads': uploadsRoutes },
};
