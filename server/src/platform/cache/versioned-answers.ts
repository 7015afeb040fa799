// The one mechanism behind every kept answer (the public reads, the anonymous GraphQL
// answers, the rendered pages). It can never send stale data, even with several server
// processes on one database: a kept answer is sent only when it was computed under the
// content versions read for this request (content-versions.ts) and is not past its own
// expiry (a scheduled publication). A miss is computed once for every request that misses
// under the same versions (shared-computations.ts) and kept under the versions read
// BEFORE its data, so a write that commits meanwhile can only cause one more computation,
// never a stale hit. While the database cannot be reached, a kept answer is sent as it is
// rather than failing (stale-if-error). Answers are kept per committee, in LRUs bounded
// in bytes across all committees (lru-cache).
import { LRUCache } from 'lru-cache';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { isCurrent, type CachedAnswer } from './cached-answer.js';
import { versionTag, type ContentVersions } from './content-versions.js';
import type { VersionedResource } from './public-reads.js';
import { SharedComputations } from './shared-computations.js';

/**
 * Bytes of the variant answers (filtered lists, GraphQL bodies, other origins, pages with
 * a query or not found): least recently used go first.
 */
export const MAX_VARIANT_BYTES = 16 * 1024 * 1024;
/**
 * Bytes of the canonical answers: one per unfiltered read and per page of the site, a
 * bounded set per committee, kept apart so that many variants never push them out.
 */
export const MAX_CANONICAL_BYTES = 32 * 1024 * 1024;
/** Larger answers are computed every time rather than kept in memory. */
export const MAX_CACHED_BODY_BYTES = 256 * 1024;

/** Where a computed answer is kept: with the canonical answers, the variants, or not at all. */
export type Keeping = 'canonical' | 'variant' | 'none';

/** A stored answer's key within its committee's. */
export function committeeKey(committeeId: number, key: string): string {
  return `${committeeId}|${key}`;
}

/**
 * What an answer costs the store: its body, at most as much again for its compressed
 * copies (made on demand), its key and the object around them.
 */
function answerBytes(answer: CachedAnswer, key: string): number {
  return answer.body.length * 2 + key.length * 2 + 512;
}

/** The kept answers, in two LRUs bounded in bytes: the canonical ones apart from the variants. */
export class AnswerStore<A extends CachedAnswer = CachedAnswer> {
  private readonly canonical: LRUCache<string, A>;
  private readonly variants: LRUCache<string, A>;

  constructor(maxVariantBytes = MAX_VARIANT_BYTES, maxCanonicalBytes = MAX_CANONICAL_BYTES) {
    const bounded = (maxSize: number) =>
      new LRUCache<string, A>({ maxSize, sizeCalculation: answerBytes });
    this.canonical = bounded(maxCanonicalBytes);
    this.variants = bounded(maxVariantBytes);
  }

  get(key: string): A | undefined {
    return this.canonical.get(key) ?? this.variants.get(key);
  }

  set(key: string, answer: A, keeping: Keeping): void {
    if (keeping === 'none' || answer.body.length > MAX_CACHED_BODY_BYTES) return;
    (keeping === 'canonical' ? this.canonical : this.variants).set(key, answer);
  }

  /** The bytes held (as answerBytes counts them), canonical and variants. */
  get calculatedSize(): number {
    return this.canonical.calculatedSize + this.variants.calculatedSize;
  }
}

/** A computed answer and where it is to be kept. */
export interface Computed<A extends CachedAnswer> {
  answer: A;
  keeping: Keeping;
}

export class VersionedAnswers<A extends CachedAnswer = CachedAnswer> {
  private readonly store: AnswerStore<A>;
  private readonly computing = new SharedComputations<A>();

  constructor(
    private readonly versions: ContentVersions,
    store: AnswerStore<A> = new AnswerStore<A>(),
  ) {
    this.store = store;
  }

  /** The answer kept at key for the committee, current or not. */
  kept(committeeId: number, key: string): A | undefined {
    return this.store.get(committeeKey(committeeId, key));
  }

  /** Keeps an answer computed elsewhere (Apollo's, for the GraphQL answers) under its tag. */
  keep(committeeId: number, key: string, answer: A, keeping: Keeping): void {
    this.store.set(committeeKey(committeeId, key), answer, keeping);
  }

  /** The bytes held. */
  get calculatedSize(): number {
    return this.store.calculatedSize;
  }

  /**
   * The kept answer when it may be sent as it is (computed under the committee's current
   * versions of resources and not past its expiry; or, while the database cannot be
   * reached, however old: stale-if-error), else the tag of the current versions that a new
   * answer is to be computed under. Any other failure to read the versions is thrown.
   */
  async keptOrTag(
    committeeId: number,
    key: string,
    resources: readonly VersionedResource[],
  ): Promise<{ kept: A } | { tag: string }> {
    const kept = this.kept(committeeId, key);
    let tag: string;
    try {
      tag = versionTag(await this.versions.read(committeeId, resources), resources);
    } catch (error) {
      if (kept && isDatabaseUnavailable(error)) return { kept };
      throw error;
    }
    return isCurrent(kept, tag) ? { kept } : { tag };
  }

  /**
   * Calls back with the kept answer when it may be sent as it is: computed under the
   * versions read for this request (and not past its expiry) or, while the database cannot
   * be reached, however old. Otherwise with undefined, also when the versions could not be
   * read for another reason (the general chain then answers). The fast lanes' path: no
   * promise per request.
   */
  ifCurrent(
    committeeId: number,
    key: string,
    resources: readonly VersionedResource[],
    callback: (answer: A | undefined) => void,
  ): void {
    const kept = this.kept(committeeId, key);
    if (!kept) {
      callback(undefined);
      return;
    }
    this.versions.whenRead(committeeId, resources, (error, read) => {
      if (!read) callback(isDatabaseUnavailable(error) ? kept : undefined);
      else callback(isCurrent(kept, versionTag(read, resources)) ? kept : undefined);
    });
  }

  /**
   * The answer at key for this request: the kept one when current; else, while the
   * database cannot be reached, the kept one however old; else computed by `compute` (with
   * the tag of the versions read before it) once for all the requests that miss under the
   * same versions, and kept as it says.
   */
  async answer(
    committeeId: number,
    key: string,
    resources: readonly VersionedResource[],
    compute: (tag: string) => Promise<Computed<A>>,
  ): Promise<A> {
    const found = await this.keptOrTag(committeeId, key, resources);
    if ('kept' in found) return found.kept;
    const { tag } = found;
    const fullKey = committeeKey(committeeId, key);
    return this.computing.run(
      fullKey,
      tag,
      async () => {
        const { answer, keeping } = await compute(tag);
        this.store.set(fullKey, answer, keeping);
        return answer;
      },
      // A computation that started before a publication became due is not joined once it is.
      (joined) => isCurrent(joined, tag),
    );
  }
}
