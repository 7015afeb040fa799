// The rendered public pages, kept under the rule of every kept answer (versioned-answers.ts):
// a page is sent from memory only when it was rendered under the content versions read
// for this request, and not past the next scheduled publication of news or courses, so a
// change is seen on the next request in every process; nor past the new year in Rome (a
// page counts years from today's: the committee's years of service, the footer's ©). A
// request with an Authorization header is rendered afresh and never kept. While the
// database cannot be reached a kept page is sent as it is (stale-if-error).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { romeYear } from '../time/rome.js';
import { cachedAnswer, sendCachedAnswer, type CachedAnswer } from './cached-answer.js';
import { requestCommittee, type PublicCache } from './public-cache.js';
import {
  AnswerStore,
  MAX_CANONICAL_BYTES,
  VersionedAnswers,
  type Keeping,
} from './versioned-answers.js';

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

/**
 * Bytes of the kept pages keyed by the request's origin (a deployment without SITE_URL, and
 * every committee's host on a platform): a home page is about 100 KB, counted twice for its
 * compressed copies, so the home pages of 600 committees alone take some 130 MB. Smaller,
 * requests spread over many committees would find their pages pushed out by the others'
 * and render every one afresh. Still one bound across all committees.
 */
export const MAX_PAGE_VARIANT_BYTES = 160 * 1024 * 1024;

/** Epoch ms of the next midnight of 1 January in Rome (23:00 UTC on 31 December). */
export function nextRomeNewYear(now: Date): number {
  return Date.UTC(romeYear(now), 11, 31, 23);
}

/**
 * Where a rendered page is kept: a page of the site (no query, found, and a key the
 * request's headers did not choose) with the canonical answers, any other with the variants,
 * and a page that could not read its data, or failed, not at all.
 */
function keepingOf(rendered: RenderedHtml, key: string, canonicalKey: boolean): Keeping {
  if (!rendered.keep || (rendered.status !== 200 && rendered.status !== 404)) return 'none';
  return canonicalKey && rendered.status === 200 && !key.includes('?') ? 'canonical' : 'variant';
}

export class PageCache {
  private readonly pages: VersionedAnswers<CachedPage>;

  /** The process's public cache: API and page requests share its version reader. */
  constructor(private readonly cache: PublicCache) {
    this.pages = new VersionedAnswers<CachedPage>(
      cache.versions,
      new AnswerStore<CachedPage>(MAX_PAGE_VARIANT_BYTES, MAX_CANONICAL_BYTES),
    );
  }

  /** A page reads the settings and any content: its answer depends on every version. */
  private get resources() {
    return this.cache.config.versionedTables;
  }

  /**
   * Calls back with the page kept at `key` when it may be sent as it is (ifCurrent of
   * versioned-answers.ts), else with undefined. No promise per request: the pages' fast
   * lane (platform/pages/pages.ts) runs it for every hit.
   */
  ifCurrent(
    committeeId: number,
    key: string,
    callback: (page: CachedPage | undefined) => void,
  ): void {
    this.pages.ifCurrent(committeeId, key, this.resources, callback);
  }

  /**
   * Sends the page at `key` (its path and query, prefixed with the origin when that came
   * from the request), from memory when it is current, else rendered by `render` and kept.
   * `canonicalKey`: the key is not chosen by the request's headers (an origin from its
   * Host header is), so a page without a query may be kept with the canonical answers.
   * Throws when the database cannot be reached and no page is kept.
   */
  async send(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    render: () => Promise<RenderedHtml>,
    canonicalKey = true,
  ): Promise<void> {
    if (req.headers.authorization !== undefined) {
      const rendered = await render();
      await sendPage(req, res, page('', rendered));
      return;
    }
    const current = await this.pages.answer(
      requestCommittee(),
      key,
      this.resources,
      async (tag) => {
        const expiresAt = await this.cache.expiryOf(this.resources);
        const rendered = await render();
        const newYear = nextRomeNewYear(new Date());
        return {
          answer: page(tag, rendered, Math.min(expiresAt ?? newYear, newYear)),
          keeping: keepingOf(rendered, key, canonicalKey),
        };
      },
    );
    await sendPage(req, res, current);
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
