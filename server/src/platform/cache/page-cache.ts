// The rendered public pages, kept under the public cache's rule (public-cache.ts): a page
// is sent from memory only when it was rendered under the content versions read for
// this request, and not past the next scheduled publication of news or courses, so a
// change is seen on the next request in every process; nor past the new year in Rome (a
// page counts years from today's: the committee's years of service, the footer's ©). A request with an Authorization
// header is rendered afresh and never kept. While the database cannot be reached a kept
// page is sent as it is (stale-if-error).
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  AnswerStore,
  cachedAnswer,
  committeeKey,
  isCurrent,
  requestCommittee,
  sendCachedAnswer,
  versionsOrStale,
  versionTag,
  whenCurrent,
  type CachedAnswer,
  type PublicCache,
} from './public-cache.js';

export interface RenderedHtml {
  status: number;
  html: string;
  /** False when the page must not be kept (it could not read its data). */
  keep: boolean;
}

export interface CachedPage extends CachedAnswer {
  readonly status: number;
}

export const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

/** Epoch ms of the next midnight of 1 January in Rome (23:00 UTC on 31 December). */
export function nextRomeNewYear(now: Date): number {
  const year = Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric' }).format(now),
  );
  return Date.UTC(year, 11, 31, 23);
}

export class PageCache {
  private readonly pages = new AnswerStore();
  /** Renders in progress, shared by the requests that miss at the same versions. */
  private readonly rendering = new Map<string, { tag: string; page: Promise<CachedPage> }>();

  /** The process's public cache: API and page requests share its version reader. */
  constructor(private readonly cache: PublicCache) {}

  /** A page reads the settings and any content: its answer depends on every version. */
  private get resources() {
    return this.cache.config.versionedTables;
  }

  /**
   * Calls back with the page kept at `key` when it may be sent as it is: rendered under the
   * current versions, or any kept page while the database cannot be reached. With undefined
   * otherwise (also when the versions cannot be read for another reason: send() then
   * answers). No promise per request: the pages' front (http/pages.ts) runs it for every hit.
   */
  whenCurrent(
    committeeId: number,
    key: string,
    callback: (page: CachedPage | undefined) => void,
  ): void {
    const stored = this.pages.get(committeeKey(committeeId, key)) as CachedPage | undefined;
    if (!stored) callback(undefined);
    else whenCurrent(this.cache.versions, committeeId, stored, this.resources, callback);
  }

  /**
   * Sends the page at `key` (its path and query, prefixed with the origin when that came
   * from the request), from memory when it is current, else rendered by `render` and kept.
   * `pinnable`: the key is not chosen by the request's headers (an origin from its Host
   * header is), so a page without a query may be kept outside the LRU. Throws when the
   * database cannot be reached and no page is kept.
   */
  async send(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    render: () => Promise<RenderedHtml>,
    pinnable = true,
  ): Promise<void> {
    if (req.headers.authorization !== undefined) {
      const rendered = await render();
      await sendPage(req, res, page('', rendered));
      return;
    }
    const committeeId = requestCommittee();
    const keyed = committeeKey(committeeId, key);
    const stored = this.pages.get(keyed) as CachedPage | undefined;
    const versions = await versionsOrStale(this.cache.versions, committeeId, stored);
    if (!versions && stored) {
      await sendPage(req, res, stored);
      return;
    }
    const tag = versionTag(versions ?? new Map(), this.resources);
    const current = isCurrent(stored, tag)
      ? stored
      : await this.rerender(keyed, tag, render, pinnable);
    await sendPage(req, res, current);
  }

  private rerender(
    key: string,
    tag: string,
    render: () => Promise<RenderedHtml>,
    pinnable: boolean,
  ): Promise<CachedPage> {
    const running = this.rendering.get(key);
    if (running?.tag === tag) {
      return running.page.then((joined) =>
        isCurrent(joined, tag) ? joined : this.rerender(key, tag, render, pinnable),
      );
    }
    const rendered = this.cache.expiryOf(this.resources).then(async (expiresAt) => {
      const result = await render();
      const newYear = nextRomeNewYear(new Date());
      const computed = page(tag, result, Math.min(expiresAt ?? newYear, newYear));
      if (result.keep && (result.status === 200 || result.status === 404)) {
        // A page without a query is one of the site's own (a bounded set): outside the LRU.
        this.pages.set(key, computed, pinnable && result.status === 200 && !key.includes('?'));
      }
      return computed;
    });
    const entry = { tag, page: rendered };
    this.rendering.set(key, entry);
    const settle = () => {
      if (this.rendering.get(key) === entry) this.rendering.delete(key);
    };
    rendered.then(settle, settle);
    return rendered;
  }
}

function page(tag: string, rendered: RenderedHtml, expiresAt?: number): CachedPage {
  return {
    ...cachedAnswer(tag, rendered.html, HTML_CONTENT_TYPE, expiresAt),
    status: rendered.status,
  };
}

/** Sends a page: at once (undefined), or a promise while its compressed body is first made. */
export function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
): Promise<void> | undefined {
  res.statusCode = page.status;
  res.setHeader('Cache-Control', 'no-cache');
  // Revalidation (304) is for a page that exists; a 404 is always sent whole.
  if (page.status !== 200) delete req.headers['if-none-match'];
  return sendCachedAnswer(req, res, page);
}
