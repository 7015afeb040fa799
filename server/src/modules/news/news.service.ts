// Business rules of news: validation, search and listing, what the public may read
// (published and due: common/publication.ts), the content sanitised when stored, image
// handling (a new file, an http(s) URL or an existing upload) and the file clean-up.
import { withActivity } from '../../domain/activity-log.js';
import { ANONYMOUS, authorize, type Actor } from '../../domain/policy.js';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../errors.js';
import type { FileStorage } from '../../platform/storage/index.js';
import {
  applyImageChange,
  isFileReferenced,
  withFileChanges,
  type ImageChange,
} from '../../domain/files/file-changes.js';
import { parseId, parseIds } from '../../domain/ids.js';
import { containsPattern, listWindow } from '../../domain/list.js';
import { audienceOf, visibleTo, type Audience } from '../../domain/publication.js';
import { sanitizeRichText } from '../../domain/rich-text.js';
import { validateInput } from '../../domain/validation.js';
import { CreateNewsArgs, NewsListArgs, newsMessages, UpdateNewsArgs } from './news.args.js';
import { News } from './news.entity.js';

const SORTABLE = [
  'title',
  'date',
  'author',
  'category',
  'status',
  'publishedAt',
  'createdAt',
  'updatedAt',
] as const;

export class NewsService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly actor: Actor = ANONYMOUS,
  ) {}

  /** Who reads: the public sees only published records whose time has come. */
  private get audience(): Audience {
    return audienceOf(this.actor);
  }

  /** Newest first by default (date, then creation), as the public site lists them. */
  async list(args: NewsListArgs): Promise<News[]> {
    await validateInput(args);
    const window = listWindow(args, SORTABLE, { field: 'date', order: 'DESC' });
    // Read-only rows: not tracked in the identity map (cheaper hydration, nothing to flush).
    return this.em.find(News, this.where(args), { ...window, disableIdentityMap: true });
  }

  async count(args: NewsListArgs): Promise<number> {
    await validateInput(args);
    return this.em.count(News, this.where(args));
  }

  async find(rawId: unknown): Promise<News | null> {
    const id = parseId(rawId);
    return id === null
      ? null
      : this.em.findOne(News, { $and: [{ id }, visibleTo(this.audience)] } as FilterQuery<News>);
  }

  async get(rawId: unknown): Promise<News> {
    const news = await this.find(rawId);
    if (!news) throw AppError.notFound('Notizia non trovata');
    return news;
  }

  async categories(): Promise<string[]> {
    const rows = await this.em
      .createQueryBuilder(News)
      .select('category', true)
      .where(visibleTo(this.audience))
      .orderBy({ category: 'asc' })
      .execute<{ category: string }[]>('all', false);
    return rows.map((row) => row.category);
  }

  create(args: CreateNewsArgs, image: ImageChange): Promise<News> {
    authorize(this.actor, 'news.write');
    return withActivity(this.em, this.actor, 'News', 'create', () =>
      this.createRecord(args, image),
    );
  }

  private async createRecord(args: CreateNewsArgs, image: ImageChange): Promise<News> {
    await validateInput(args);
    return withFileChanges(
      this.storage,
      (url) => isFileReferenced(this.em, url),
      async (files) => {
        const news = Object.assign(new News(), {
          title: args.title,
          content: storedContent(args.content),
          customExcerpt: args.excerpt || null,
          imageAlt: args.imageAlt || null,
          status: args.status ?? 'published',
          publishedAt: args.publishedAt ?? new Date(),
          date: args.date,
          author: args.author,
          category: args.category,
        });
        news.image = await applyImageChange(this.storage, null, image, files);
        news.stampAuthor(this.actor, true);
        await this.em.persist(news).flush();
        return news;
      },
    );
  }

  update(rawId: unknown, args: UpdateNewsArgs, image: ImageChange): Promise<News> {
    authorize(this.actor, 'news.write');
    return withActivity(this.em, this.actor, 'News', 'update', () =>
      this.updateRecord(rawId, args, image),
    );
  }

  private async updateRecord(
    rawId: unknown,
    args: UpdateNewsArgs,
    image: ImageChange,
  ): Promise<News> {
    const news = await this.get(rawId);
    await validateInput(args);
    return withFileChanges(
      this.storage,
      (url) => isFileReferenced(this.em, url),
      async (files) => {
        if (args.title != null) news.title = args.title;
        if (args.content != null) news.content = storedContent(args.content);
        if (args.imageAlt !== undefined) news.imageAlt = args.imageAlt || null;
        if (args.status != null) news.status = args.status as News['status'];
        if (args.publishedAt != null) news.publishedAt = args.publishedAt;
        if (args.excerpt !== undefined) news.customExcerpt = args.excerpt || null;
        if (args.date != null) news.date = args.date;
        if (args.author != null) news.author = args.author;
        if (args.category != null) news.category = args.category;
        news.image = await applyImageChange(this.storage, news.image, image, files);
        news.stampAuthor(this.actor, false);
        await this.em.flush();
        return news;
      },
    );
  }

  /** Deletes the news item and, once the row is gone, its uploaded image. */
  delete(rawId: unknown): Promise<News> {
    authorize(this.actor, 'news.write');
    return withActivity(this.em, this.actor, 'News', 'delete', () => this.deleteRecord(rawId));
  }

  private async deleteRecord(rawId: unknown): Promise<News> {
    const news = await this.get(rawId);
    const snapshot = Object.assign(Object.create(News.prototype) as News, news);
    await withFileChanges(
      this.storage,
      (url) => isFileReferenced(this.em, url),
      async (files) => {
        files.release(news.image);
        await this.em.remove(news).flush();
      },
    );
    return snapshot;
  }

  private where(args: NewsListArgs): FilterQuery<News> {
    const filter = args.filter;
    const where: FilterQuery<News>[] = [visibleTo(this.audience) as FilterQuery<News>];
    if (filter?.ids) where.push({ id: { $in: parseIds(filter.ids) } });
    if (filter?.category) where.push({ category: filter.category });
    if (filter?.q?.trim()) {
      const pattern = containsPattern(filter.q.trim());
      where.push({ $or: [{ title: { $ilike: pattern } }, { content: { $ilike: pattern } }] });
    }
    return { $and: where };
  }
}

/** The sanitised content; refused when nothing of it survives (only a script, say). */
function storedContent(html: string): string {
  const content = sanitizeRichText(html);
  if (content === '') throw AppError.validation({ content: newsMessages.content });
  return content;
}
