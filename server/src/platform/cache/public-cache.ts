// The public cache of one process: the answers of the public reads (the REST lists, the
// feed, the sitemap: what public-reads.ts declares) and of anonymous GraphQL reads, kept
// and validated by the content versions (versioned-answers.ts), and what each GraphQL
// request body reads. A request with an Authorization header is computed afresh and
// keeps nothing: what a token sees may differ.
import type { IncomingMessage } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { currentCommitteeId } from '../db/committee-context.js';
import type { SiteOrigin } from '../http/site-origin.js';
import { cachedAnswer, sendCachedAnswer } from './cached-answer.js';
import { ContentVersions, nextPublication } from './content-versions.js';
import {
  isCanonical,
  publicRootFields,
  readKey,
  readsByPath,
  type PublicRead,
  type VersionedResource,
} from './public-reads.js';
import { VersionedAnswers } from './versioned-answers.js';

export type { VersionedResource } from './public-reads.js';

/** What the cache may keep and how it is validated: the modules' declarations (domain/module.ts). */
export interface PublicCacheConfig {
  /** Every public read: the answers the cache may keep. */
  reads: readonly PublicRead[];
  /** The tables with a version: a page depends on all of them. */
  versionedTables: readonly VersionedResource[];
  /** The versioned tables whose rows become public at a time of their own (status, published_at). */
  scheduledTables: readonly VersionedResource[];
  /**
   * The committee of a request whose host is known in memory (the fast lanes ask without
   * waiting); undefined leaves the request to the general chain, which resolves it.
   */
  committeeOf(req: IncomingMessage): number | undefined;
}

/**
 * The committee of the work in progress (the request's, platform/db/committee-context.ts):
 * what the cache keeps is each committee's own.
 */
export function requestCommittee(): number {
  const committeeId = currentCommitteeId();
  if (committeeId === undefined)
    throw new Error('Cache pubblica usata fuori dal comitato di una richiesta');
  return committeeId;
}

export interface PublicListRequest {
  /** Identifies the answer among the other stored answers (readKey of public-reads.ts). */
  key: string;
  /** The tables it reads. */
  resources: readonly VersionedResource[];
  /** The unfiltered answer of a read: kept apart from the variants (isCanonical). */
  canonical: boolean;
  /** Computes the answer as JSON when the stored one is missing or outdated. */
  compute(): Promise<unknown>;
  /** Another media type than JSON (an export, XML): compute() then returns the answer's text. */
  contentType?: string;
  /** Cache-Control of the answer (none by default: the API's answers are not to be kept). */
  cacheControl?: string;
}

/** How a route answers one of the declared public reads (public-reads.ts). */
export interface PublicReadRequest {
  /** The request's query: the read's filters are taken from it. */
  query?: Record<string, unknown>;
  /** Path parameters that also select the answer (an export's year and format). */
  params?: readonly string[];
  /** The origin of the answer's absolute URLs (reads declared byOrigin). */
  origin?: SiteOrigin;
  compute(): Promise<unknown>;
  contentType?: string;
  cacheControl?: string;
}

/** What each GraphQL request body reads: its resources, or null when it is not a public read. */
export type GraphQLPlan = { resources: VersionedResource[] } | null;

/** Bytes of GraphQL request bodies whose plan is remembered, beyond which the oldest go. */
const MAX_PLAN_BYTES = 4 * 1024 * 1024;

/** The plans of GraphQL request bodies, by key, in an LRU bounded in bytes. */
export class GraphQLPlans {
  // lru-cache keeps no null values: a body that is not a public read is stored as NOT_PUBLIC.
  private static readonly NOT_PUBLIC = { resources: [] as VersionedResource[], public: false };
  private readonly plans = new LRUCache<
    string,
    { resources: VersionedResource[]; public: boolean }
  >({
    maxSize: MAX_PLAN_BYTES,
    sizeCalculation: (plan, key) => key.length * 2 + plan.resources.length * 16 + 64,
  });

  /** The plan, null for a body that is not a public read, undefined when not planned yet. */
  get(key: string): GraphQLPlan | undefined {
    const plan = this.plans.get(key);
    if (plan === undefined) return undefined;
    return plan.public ? { resources: plan.resources } : null;
  }

  set(key: string, plan: GraphQLPlan): void {
    this.plans.set(
      key,
      plan ? { resources: plan.resources, public: true } : GraphQLPlans.NOT_PUBLIC,
    );
  }
}

/**
 * The public cache of one process (shared by the REST lists and the GraphQL fast path):
 * the version reader and the stored answers.
 */
export class PublicCache {
  readonly versions: ContentVersions;
  /** REST and other GET answers, by readKey (public-reads.ts). */
  readonly reads: VersionedAnswers;
  /** Anonymous GraphQL answers, by graphqlKey (graphql-cache.ts). */
  readonly graphqlAnswers: VersionedAnswers;
  /** What each GraphQL request body reads (graphqlPlan of graphql-cache.ts). */
  readonly graphqlPlans = new GraphQLPlans();

  /** The reads with a fixed path, by path: what the fast lane may answer. */
  readonly readsByPath: ReadonlyMap<string, PublicRead>;
  /** The GraphQL root fields anonymous queries may read, with the table each one reads. */
  readonly publicRootFields: ReadonlyMap<string, VersionedResource | null>;

  constructor(
    private readonly orm: MikroORM,
    readonly config: PublicCacheConfig,
  ) {
    this.versions = new ContentVersions(orm);
    this.reads = new VersionedAnswers(this.versions);
    this.graphqlAnswers = new VersionedAnswers(this.versions);
    this.readsByPath = readsByPath(config.reads);
    this.publicRootFields = publicRootFields(config.reads);
  }

  /** Closes what the cache holds open (the version reads' connections): the app stops. */
  close(): void {
    this.versions.close();
  }

  /**
   * When an answer computed now stops being right by itself: the next scheduled
   * publication of the resources it reads. Read before the answer's data, so a record
   * that becomes due in between only makes the answer expire at once.
   */
  expiryOf(resources: readonly VersionedResource[]): Promise<number | undefined> {
    return nextPublication(this.orm.em.fork(), resources, this.config.scheduledTables, new Date());
  }

  /** Answers a declared public read (public-reads.ts): its key and resources come from there. */
  sendRead(
    req: Request,
    res: Response,
    read: PublicRead,
    request: PublicReadRequest,
  ): Promise<void> {
    const { query, params, origin } = request;
    return this.sendList(req, res, {
      key: readKey(read, query, { origin, params }),
      resources: read.resources,
      canonical: isCanonical(read, query, { origin, params }),
      compute: request.compute,
      contentType: request.contentType,
      cacheControl: request.cacheControl,
    });
  }

  /**
   * Answers a public read as `res.json(await compute())` would (or as text of its content
   * type), from the cache when valid. A request with an Authorization header, valid or
   * not, is computed afresh and stores nothing: what a token sees may differ.
   */
  async sendList(req: Request, res: Response, list: PublicListRequest): Promise<void> {
    if (req.headers.authorization !== undefined) {
      const value = await list.compute();
      if (list.contentType) res.type(list.contentType).send(String(value));
      else res.json(value);
      return;
    }
    const answer = await this.reads.answer(
      requestCommittee(),
      list.key,
      list.resources,
      async (tag) => {
        const expiresAt = await this.expiryOf(list.resources);
        const value = await list.compute();
        return {
          answer: list.contentType
            ? cachedAnswer(tag, String(value), list.contentType, expiresAt, list.cacheControl)
            : cachedAnswer(
                tag,
                JSON.stringify(value),
                'application/json; charset=utf-8',
                expiresAt,
              ),
          keeping: list.canonical ? 'canonical' : 'variant',
        };
      },
    );
    await sendCachedAnswer(req, res, answer);
  }
}
