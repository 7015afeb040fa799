// REST adapter of news (spec calls: GET /news, GET /news/:id, POST and PUT multipart with
// the `image` rule, DELETE). The `image` form value is a file part (uploaded), or text:
// an http(s) URL or an /uploads path keeps or sets it; absent or empty on PUT removes it.
import { Router, type Request } from 'express';
import type { ApiDeps } from '../../domain/api-deps.js';
import { authenticate, identityOf } from '../accounts/authenticate.js';
import type { ImageChange } from '../../domain/files/file-changes.js';
import type { Actor } from '../../domain/policy.js';
import { dateTimeField, readerOfRequest } from '../../domain/publication.js';
import { publicCache } from '../../platform/cache/public-cache.js';
import { PUBLIC_READS } from '../../platform/cache/public-reads.js';
import { BODY_RULES, readBody, textField, withIds, type RequestBody } from '../../platform/http/rest-bodies.js';
import { CreateNewsArgs, NewsListArgs, UpdateNewsArgs } from './news.args.js';
import type { News } from './news.entity.js';
import { NewsService } from './news.service.js';

/** authors: the users who created and last changed it, for the back office only. */
export function toRestNews(news: News, authors = true): Record<string, unknown> {
  return withIds(news, {
    title: news.title,
    content: news.content,
    excerpt: news.excerpt,
    image: news.image,
    imageAlt: news.imageAlt,
    date: news.date,
    author: news.author,
    category: news.category,
    readTime: news.readTime,
    status: news.status,
    publishedAt: news.publishedAt,
    createdAt: news.createdAt,
    updatedAt: news.updatedAt,
    ...(authors ? { createdBy: news.createdBy, updatedBy: news.updatedBy } : {}),
  });
}

function imageChange({ fields, files }: RequestBody, absent: ImageChange): ImageChange {
  const file = files.image;
  if (file) return { kind: 'file', file };
  const url = textField(fields, 'image')?.trim();
  return url ? { kind: 'url', url } : absent;
}

function newsFields<T extends CreateNewsArgs | UpdateNewsArgs>(
  target: T,
  { fields }: RequestBody,
): T {
  target.title = textField(fields, 'title') as string;
  target.content = textField(fields, 'content') as string;
  target.excerpt = textField(fields, 'excerpt');
  target.date = textField(fields, 'date') as string;
  target.author = textField(fields, 'author') as string;
  target.category = textField(fields, 'category') as string;
  target.status = textField(fields, 'status');
  target.publishedAt = dateTimeField(textField(fields, 'publishedAt'));
  target.imageAlt = textField(fields, 'imageAlt');
  return target;
}

export function newsRoutes(deps: ApiDeps): Router {
  const router = Router();
  const cache = publicCache(deps.orm);
  const service = (locals: Record<string, unknown>): NewsService =>
    new NewsService(deps.orm.em.fork(), deps.storage, identityOf(locals));
  const readerOf = async (req: Request): Promise<Actor> =>
    readerOfRequest(deps.orm.em.fork(), req.headers.authorization);

  router.get('/', async (req, res) => {
    const args = Object.assign(new NewsListArgs(), {
      filter: {
        q: typeof req.query.q === 'string' ? req.query.q : null,
        category: typeof req.query.category === 'string' ? req.query.category : null,
      },
    });
    const reader = await readerOf(req);
    await cache.sendRead(req, res, PUBLIC_READS.news, {
      query: req.query,
      compute: async () =>
        (await service({ identity: reader }).list(args)).map((record) =>
          toRestNews(record, reader.user !== null),
        ),
    });
  });

  router.get('/:id', async (req, res) => {
    const reader = await readerOf(req);
    res.json(
      toRestNews(await service({ identity: reader }).get(req.params.id), reader.user !== null),
    );
  });

  router.post('/', authenticate(deps), async (req, res) => {
    const body = await readBody(req, BODY_RULES.withFile);
    const args = newsFields(new CreateNewsArgs(), body);
    const news = await service(res.locals).create(args, imageChange(body, { kind: 'keep' }));
    res.status(201).json(toRestNews(news));
  });

  router.put('/:id', authenticate(deps), async (req, res) => {
    const body = await readBody(req, BODY_RULES.withFile);
    const args = newsFields(new UpdateNewsArgs(), body);
    const news = await service(res.locals).update(
      req.params.id,
      args,
      imageChange(body, { kind: 'remove' }),
    );
    res.json(toRestNews(news));
  });

  router.delete('/:id', authenticate(deps), async (req, res) => {
    const news = await service(res.locals).delete(req.params.id);
    res.json({ message: 'Notizia eliminata', _id: news.id, id: news.id });
  });

  return router;
}
