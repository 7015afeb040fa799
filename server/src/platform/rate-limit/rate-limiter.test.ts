// The PostgreSQL counters under concurrency: one atomic upsert per attempt, so exactly
// `limit` of many simultaneous attempts pass, whatever the interleaving.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { consumeRateLimit } from './rate-limiter.js';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('consumeRateLimit', () => {
  it('lets exactly `limit` of 40 concurrent attempts through', async () => {
    const rule = { limit: 10, windowSeconds: 60 };
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () => consumeRateLimit(app.em(), 'test:concurrent', rule)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(30);
    for (const { reason } of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect((reason as AppError).retryAfter).toBeGreaterThan(0);
    }
  });

  it('keeps keys apart', async () => {
    const rule = { limit: 1, windowSeconds: 60 };
    await consumeRateLimit(app.em(), 'test:a', rule);
    await consumeRateLimit(app.em(), 'test:b', rule);
    await expect(consumeRateLimit(app.em(), 'test:a', rule)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });
});
