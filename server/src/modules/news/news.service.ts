// Business rules of news: validation, search and listing, image handling (a new file,
// an http(s) URL or an existing upload), and the file clean-up that goes with writes.
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../errors.js';
import type { FileStorage } from '../../storage/index.js';
import {
  applyImageChange,
  isFileReferenced,
  withFileChanges,
  type ImageChange,
} from '../common/file-changes.js';
import { parseId, parseIds } from '../common/ids.js';
import { containsPattern, listWindow } from '../common/list.js';
import { validateInput } from '../common/validation.js';
import { CreateNewsArgs, NewsListArgs, UpdateNewsArgs } from './news.args.js';
import { News } from './news.entity.js';

const SORTABLE = ['title', 'date', 'author', 'category', 'createdAt', 'updatedAt'] as const;

export class NewsService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
  ) {}

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
    return id === null ? null : this.em.findOne(News, { id });
  }

  async get(rawId: unknown): Promise<News> {
    const news = await this.find(rawId);
    if (!news) throw AppError.notFound('Notizia non trovata');
    return news;
  }

  async categories(): Promise<string[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ category: string }[]>('select distinct category from news order by category');
    return rows.map((row) => row.category);
  }

  async create(args: CreateNewsArgs, image: ImageChange): Promise<News> {
    await validateInput(args);
    return withFileChanges(
      this.storage,
      (url) => isFileReferenced(this.em, url),
      async (files) => {
        const news = Object.assign(new News(), {
          title: args.title,
          content: args.content,
          customExcerpt: args.excerpt || null,
          date: args.date,
          author: args.author,
          category: args.category,
        });
        news.image = await applyImageChange(this.storage, null, image, files);
        await this.em.persist(news).flush();
        return news;
      },
    );
  }

  async update(rawId: unknown, args: UpdateNewsArgs, image: ImageChange): Promise<News> {
    const news = await this.get(rawId);
    await validateInput(args);
    return withFileChanges(
      this.storage,
      (url) => isFileReferenced(this.em, url),
      async (files) => {
        if (args.title != null) news.title = args.title;
        if (args.content != null) news.content = args.content;
        if (args.excerpt !== undefined) news.customExcerpt = args.excerpt || null;
        if (args.date != null) news.date = args.date;
        if (args.author != null) news.author = args.author;
        if (args.category != null) news.category = args.category;
        news.image = await applyImageChange(this.storage, news.image, image, files);
        await this.em.flush();
        return news;
      },
    );
  }

  /** Deletes the news item and, once the row is gone, its uploaded image. */
  async delete(rawId: unknown): Promise<News> {
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
    const where: FilterQuery<News>[] = [];
    if (filter?.ids) where.push({ id: { $in: parseIds(filter.ids) } });
    if (filter?.category) where.push({ category: filter.category });
    if (filter?.q?.trim()) {
      const pattern = containsPattern(filter.q.trim());
      where.push({ $or: [{ title: { $ilike: pattern } }, { content: { $ilike: pattern } }] });
    }
    return where.length > 0 ? { $and: where } : {};
  }
}
