// Which errors mean "the database cannot be reached right now" (503, never 500).
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.js';

describe('isDatabaseUnavailable', () => {
  it('knows refused and dropped connections, by code or by words, also as a cause', () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('crash'), { code: '57P02' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    // A pooled client of a killed server, used again (a rollback after a failed commit).
    expect(isDatabaseUnavailable(new Error('Client was closed and is not queryable'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('rollback failed', {
          cause: new Error('Client has encountered a connection error and is not queryable'),
        }),
      ),
    ).toBe(true);
  });

  it('leaves faults of the request or of the code alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('relation "nope" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
