// What search engines and feed readers are given: the sitemap (every page of the site,
// every public news item, course, event, activity and page of the committee's own, with the time it last changed), robots.txt
// and the RSS 2.0 feed of the latest news. Only what anonymous readers may see is listed
// (the services read as no one: drafts and publications still to come do not exist for
// them, common/publication.ts). Every URL is absolute, under `base` (PUBLIC_URL or the
// request's origin, http/site-origin.ts).
import { MAX_PER_PAGE } from '../../domain/list.js';
import { RecordService } from '../../domain/records/record-service.js';
import type { RequestScope } from '../../domain/scope.js';
import { activities as activitiesModule } from '../activities/index.js';
import { NewsListArgs } from '../news/news.args.js';
import { SitePageListArgs } from '../pages/page.args.js';
import { pageResource } from '../pages/page.resource.js';
import type { News } from '../news/news.entity.js';
import { newsResource } from '../news/news.resource.js';
import { EventListArgs } from '../events/event.args.js';
import { eventResource } from '../events/event.resource.js';
import { ProjectListArgs } from '../projects/project.args.js';
import { projectResource } from '../projects/project.resource.js';
import { SettingsService } from '../settings/settings.service.js';
import { seoReads } from './seo.reads.js';
import { EVENTS_PAGE, NEWS_PAGE, recordPage, SITE_PAGES } from './site-pages.js';
import { element, escapeXml } from './xml.js';

/** News items in the feed: the latest ones. */
export const FEED_ITEMS = 20;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** A W3C datetime in UTC, to the second (the sitemap protocol's lastmod). */
function w3cDate(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** When a public record last changed for its readers: its last update, or its publication. */
function lastChange(record: { updatedAt: Date; publishedAt?: Date | null }): Date {
  const published = record.publishedAt?.getTime() ?? 0;
  return new Date(Math.max(record.updatedAt.getTime(), published));
}

function newest(dates: Date[]): Date | undefined {
  return dates.length === 0 ? undefined : new Date(Math.max(...dates.map((at) => at.getTime())));
}

interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

export class SeoService {
  /** scope: an anonymous reader's, so that only what the public may read is listed. */
  constructor(private readonly scope: RequestScope) {}

  /** Every public row of a list, page after page (a list answers at most MAX_PER_PAGE rows). */
  private async all<T>(page: (page: number) => Promise<T[]>): Promise<T[]> {
    const rows: T[] = [];
    for (let index = 0; ; index += 1) {
      const batch = await page(index);
      rows.push(...batch);
      if (batch.length < MAX_PER_PAGE) return rows;
    }
  }

  async sitemap(base: string): Promise<string> {
    const news = await this.all((page) =>
      new RecordService(this.scope, newsResource).list(
        Object.assign(new NewsListArgs(), { page, perPage: MAX_PER_PAGE }),
      ),
    );
    const projects = await this.all((page) =>
      new RecordService(this.scope, projectResource).list(
        Object.assign(new ProjectListArgs(), { page, perPage: MAX_PER_PAGE }),
      ),
    );
    const events = await this.all((page) =>
      new RecordService(this.scope, eventResource).list(
        Object.assign(new EventListArgs(), { page, perPage: MAX_PER_PAGE }),
      ),
    );
    const activities = await new RecordService(this.scope, activitiesModule.resource).list({});
    const pages = await this.all((page) =>
      new RecordService(this.scope, pageResource).list(
        Object.assign(new SitePageListArgs(), { page, perPage: MAX_PER_PAGE }),
      ),
    );
    const pageChanges: Partial<Record<string, Date | undefined>> = {
      [NEWS_PAGE]: newest(news.map(lastChange)),
      '/progetti': newest(projects.map(lastChange)),
    };
    const entries: SitemapEntry[] = [
      ...SITE_PAGES.map((path) => ({ path, lastmod: pageChanges[path] })),
      { path: EVENTS_PAGE, lastmod: newest(events.map(lastChange)) },
      ...news.map((item) => ({ path: recordPage.news(item.id), lastmod: lastChange(item) })),
      ...projects.map((item) => ({ path: recordPage.project(item.id), lastmod: lastChange(item) })),
      ...events.map((item) => ({ path: recordPage.event(item.id), lastmod: lastChange(item) })),
      ...activities.map((item) => ({
        path: recordPage.activity(item.id),
        lastmod: item.updatedAt,
      })),
      ...pages.map((item) => ({ path: recordPage.page(item.slug), lastmod: lastChange(item) })),
    ];
    const urls = entries.map(
      ({ path, lastmod }) =>
        `  <url>${element('loc', base + path)}${lastmod ? element('lastmod', w3cDate(lastmod)) : ''}</url>`,
    );
    return [
      XML_DECLARATION,
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  }

  /** The site for every crawler; the back office and the APIs for none (their files excepted). */
  robots(base: string): string {
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api',
      'Disallow: /graphql',
      // Images of news and courses: shown by link previews and image search.
      'Allow: /api/uploads/',
      '',
      `Sitemap: ${base}${seoReads.sitemap.path}`,
      '',
    ].join('\n');
  }

  /** The RSS 2.0 feed of the latest public news, titled from the committee's settings. */
  async newsFeed(base: string): Promise<string> {
    const settings = await new SettingsService(this.scope).get();
    const news = await new RecordService(this.scope, newsResource).list(
      Object.assign(new NewsListArgs(), { perPage: FEED_ITEMS }),
    );
    const items = news.map((item) => feedItem(base, item));
    const built = newest(news.map((item) => item.publishedAt));
    return [
      XML_DECLARATION,
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
      '<channel>',
      element('title', `Notizie | ${settings.name}`),
      element('link', base + NEWS_PAGE),
      element(
        'description',
        `Notizie, eventi e comunicati di ${settings.shortName} (${settings.serviceArea}).`,
      ),
      element('language', 'it-IT'),
      `<atom:link href="${escapeXml(base + seoReads.newsFeed.path)}" rel="self" type="application/rss+xml"/>`,
      ...(built ? [element('lastBuildDate', built.toUTCString())] : []),
      ...items,
      '</channel>',
      '</rss>',
      '',
    ].join('\n');
  }
}

/**
 * The news item's date as the feed gives it: the date its page and JSON-LD show (the
 * editorial date, not when the record was published), at 00:00 UTC.
 */
export function feedDate(news: Pick<News, 'date'>): Date {
  return new Date(`${news.date}T00:00:00Z`);
}

function feedItem(base: string, news: News): string {
  const link = base + recordPage.news(news.id);
  return [
    '<item>',
    element('title', news.title),
    element('link', link),
    element('guid', link, ' isPermaLink="true"'),
    // RFC 822 (RFC 1123's four-digit year), in GMT: what toUTCString writes.
    element('pubDate', feedDate(news).toUTCString()),
    element('description', news.excerpt),
    element('category', news.category),
    element('dc:creator', news.author),
    '</item>',
  ].join('');
}
