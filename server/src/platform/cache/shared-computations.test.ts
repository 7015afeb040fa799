// One computation in flight per key and tag: callers of the same tag share it, a caller of
// another tag never joins it, a refused result is computed again, a failure is not kept;
// and the values kept by ComputedValues, made once however many ask.
import { describe, expect, it } from 'vitest';
import { ComputedValues, SharedComputations } from './shared-computations.js';

/** A computation the test finishes when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('SharedComputations', () => {
  it('shares a computation among the callers of the same key and tag', async () => {
    const computations = new SharedComputations<string>();
    const pending = deferred<string>();
    let started = 0;
    const compute = () => {
      started += 1;
      return pending.promise;
    };
    const first = computations.run('news', 'v1', compute);
    const second = computations.run('news', 'v1', compute);
    expect(computations.size).toBe(1);
    pending.resolve('risposta');
    expect(await Promise.all([first, second])).toEqual(['risposta', 'risposta']);
    expect(started).toBe(1);
    expect(computations.size).toBe(0);
  });

  it('never joins a computation started under other versions', async () => {
    const computations = new SharedComputations<string>();
    const older = deferred<string>();
    const first = computations.run('news', 'v1', () => older.promise);
    const second = computations.run('news', 'v2', async () => 'nuova');
    expect(await second).toBe('nuova');
    older.resolve('vecchia');
    expect(await first).toBe('vecchia');
  });

  it('computes again when the joined result is refused, and keeps no failure', async () => {
    const computations = new SharedComputations<number>();
    const pending = deferred<number>();
    const first = computations.run('page', 'v1', () => pending.promise);
    const second = computations.run(
      'page',
      'v1',
      async () => 2,
      (value) => value !== 1,
    );
    pending.resolve(1);
    expect(await first).toBe(1);
    expect(await second).toBe(2);

    const failing = computations.run('page', 'v1', () => Promise.reject(new Error('giù')));
    await expect(failing).rejects.toThrow('giù');
    expect(await computations.run('page', 'v1', async () => 3)).toBe(3);
  });
});

describe('ComputedValues', () => {
  it('makes a value once, keeps it within its bytes, and keeps no null', async () => {
    const values = new ComputedValues<{ bytes: Buffer }>(100, (value) => value.bytes.length);
    let made = 0;
    const make = async () => {
      made += 1;
      return { bytes: Buffer.alloc(60) };
    };
    const [a, b] = await Promise.all([values.get('a', make), values.get('a', make)]);
    expect(a).toBe(b);
    expect(made).toBe(1);
    expect(await values.get('a', make)).toBe(a);
    expect(made).toBe(1);
    // A second value does not fit beside the first: the least recently used goes.
    await values.get('b', make);
    await values.get('a', make);
    expect(made).toBe(3);

    let asked = 0;
    const missing = async () => {
      asked += 1;
      return null;
    };
    expect(await values.get('assente', missing)).toBeNull();
    expect(await values.get('assente', missing)).toBeNull();
    expect(asked).toBe(2);
  });
});
