// One computation in flight per key: the callers that ask for a key while its value is
// being computed wait for that computation instead of starting their own (the public
// reads, the rendered pages, the resized copies of uploaded images, the drawn share
// images all go through here). A computation carries a tag, the content versions it was
// started under: a caller joins only a computation of its own tag, so a request never
// waits for an answer computed from data older than a write it has already seen
// committed. lru-cache's own fetch() would join any computation in flight, whatever it
// was started from; this is why the keyed stores keep their values in lru-cache and the
// computations are shared here.
import { LRUCache } from 'lru-cache';

interface Running<V> {
  tag: string;
  result: Promise<V>;
}

export class SharedComputations<V> {
  private readonly running = new Map<string, Running<V>>();

  /**
   * compute()'s result for key, shared with the callers asking for the same key and tag
   * meanwhile. A joined result that `usable` refuses (a kept answer that expired while it
   * was computed) is computed again.
   */
  run(
    key: string,
    tag: string,
    compute: () => Promise<V>,
    usable: (value: V) => boolean = () => true,
  ): Promise<V> {
    const current = this.running.get(key);
    if (current?.tag === tag) {
      return current.result.then((joined) =>
        usable(joined) ? joined : this.run(key, tag, compute, usable),
      );
    }
    const result = compute();
    const entry = { tag, result };
    this.running.set(key, entry);
    // Registered before any joiner's callback: a joiner that refuses the result finds the
    // key free and starts the next computation.
    const settle = () => {
      if (this.running.get(key) === entry) this.running.delete(key);
    };
    result.then(settle, settle);
    return result;
  }

  /** Computations in flight (for tests and diagnostics). */
  get size(): number {
    return this.running.size;
  }
}

/**
 * Values computed once per key and kept in an LRU bounded in bytes (the resized copies of
 * uploaded images, the drawn share images): a value is made by one computation however
 * many requests ask for it meanwhile. A computation's null (nothing to make) is not kept.
 */
export class ComputedValues<V extends object> {
  private readonly kept: LRUCache<string, V>;
  private readonly computing = new SharedComputations<V | null>();

  constructor(maxBytes: number, bytesOf: (value: V, key: string) => number) {
    this.kept = new LRUCache<string, V>({ maxSize: maxBytes, sizeCalculation: bytesOf });
  }

  get(key: string, compute: () => Promise<V | null>): Promise<V | null> {
    const found = this.kept.get(key);
    if (found) return Promise.resolve(found);
    return this.computing.run(key, '', async () => {
      const value = await compute();
      if (value) this.kept.set(key, value);
      return value;
    });
  }
}
