// Record ids are serial integers. Anything else a client sends as an id ("abc", "1.5",
// "-3", "99999999999") simply names no record: callers answer 404, never 500.

const MAX_SERIAL = 2_147_483_647;

/** The integer id a raw value names, or null when it cannot name a record. */
export function parseId(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_SERIAL ? id : null;
}

/** The valid integer ids among raw ones (a list filter with a bad id matches nothing for it). */
export function parseIds(raw: readonly unknown[]): number[] {
  return raw.map(parseId).filter((id): id is number => id !== null);
}
