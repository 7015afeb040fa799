// The committee's pages as a published record resource (as news): their fields, their
// lists' order and search, the menu and footer filters, their image, the rules of their
// address (a slug no route of the site and no other page has), their access and their
// public read.
import type { FilterQuery } from '@mikro-orm/core';
import { publishedAccess, publishedFields } from '../../domain/publication.js';
import type { RecordResource } from '../../domain/records/resource.js';
import { recordFields, type PublicRead } from '../../platform/cache/public-reads.js';
import { pageMessages } from './page.args.js';
import { SitePage } from './page.entity.js';
import { RESERVED_SLUGS } from './reserved-slugs.js';

/** A filter's yes/no from GraphQL (a boolean) or a REST query (the words true/false). */
function yes(value: unknown): boolean {
  return value === true || value === 'true';
}

export const pageResource: RecordResource<SitePage> = {
  name: 'pages',
  entity: SitePage,
  notFound: 'Pagina non trovata',
  deleted: 'Pagina eliminata',
  fields: {
    title: 'text',
    slug: 'text',
    content: { kind: 'richText', required: pageMessages.content.required },
    description: 'optionalText',
    inMenu: 'boolean',
    inFooter: 'boolean',
    ...publishedFields,
  },
  sortable: [
    'title',
    'slug',
    'status',
    'publishedAt',
    'inMenu',
    'inFooter',
    'createdAt',
    'updatedAt',
  ],
  defaultSort: { field: 'title', order: 'ASC' },
  search: ['title', 'slug', 'content'],
  filters: {
    inMenu: (value): FilterQuery<SitePage> => ({ inMenu: yes(value) }),
    inFooter: (value): FilterQuery<SitePage> => ({ inFooter: yes(value) }),
  },
  files: 'image',
  imageWhenAbsent: 'remove',
  authored: true,
  revisions: true,
  async check(page, em) {
    if (RESERVED_SLUGS.has(page.slug)) return { slug: pageMessages.slugReserved(page.slug) };
    const others = await em.count(
      SitePage,
      page.id === undefined ? { slug: page.slug } : { slug: page.slug, id: { $ne: page.id } },
      { flushMode: 'commit' },
    );
    return others > 0 ? { slug: pageMessages.slugTaken(page.slug) } : null;
  },
  present: (page) => ({
    title: page.title,
    slug: page.slug,
    content: page.content,
    image: page.image,
    imageAlt: page.imageAlt,
    description: page.description,
    status: page.status,
    publishedAt: page.publishedAt,
    inMenu: page.inMenu,
    inFooter: page.inFooter,
  }),
};

export const pageAccess = publishedAccess('SitePage');

export const pageRead: PublicRead = {
  name: 'pages',
  path: '/api/pages',
  filters: ['q', 'inMenu', 'inFooter'],
  resources: ['site_pages'],
  graphqlFields: [...recordFields('SitePage', 'SitePages'), 'sitePageBySlug'],
};
