// News as a published record resource: its fields and how they are stored, its lists'
// order, search and category filter, its image, its access and its public read.
import { publishedAccess, publishedFields } from '../../domain/publication.js';
import type { RecordResource } from '../../domain/records/resource.js';
import { recordFields, type PublicRead } from '../../platform/cache/public-reads.js';
import { newsMessages } from './news.args.js';
import type { NewsCategory } from './news-category.js';
import { News } from './news.entity.js';

export const newsResource: RecordResource<News> = {
  name: 'news',
  entity: News,
  notFound: 'Notizia non trovata',
  deleted: 'Notizia eliminata',
  fields: {
    title: 'text',
    content: { kind: 'richText', required: newsMessages.content.required },
    excerpt: { kind: 'optionalText', column: 'customExcerpt' },
    date: 'text',
    author: 'text',
    category: 'text',
    ...publishedFields,
  },
  sortable: [
    'title',
    'date',
    'author',
    'category',
    'status',
    'publishedAt',
    'createdAt',
    'updatedAt',
  ],
  // Newest first, as the public site lists them.
  defaultSort: { field: 'date', order: 'DESC' },
  search: ['title', 'content'],
  // REST's ?category= takes any word: one that is no category matches no news.
  filters: { category: (category) => ({ category: String(category) as NewsCategory }) },
  files: 'image',
  imageWhenAbsent: 'remove',
  authored: true,
  revisions: true,
  present: (news) => ({
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
  }),
};

export const newsAccess = publishedAccess('News');

export const newsRead: PublicRead = {
  name: 'news',
  path: '/api/news',
  filters: ['q', 'category'],
  resources: ['news'],
  graphqlFields: [...recordFields('News', 'News'), 'newsCategories'],
};
