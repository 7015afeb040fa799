// The new order of an ordered resource (team, slides, activities, services, timeline)
// when the administrator moves one record up or down by one place.
import type { Identifier } from 'react-admin';

export type Direction = 'up' | 'down';

/** `ids` with `id` swapped with its neighbour; the same order when it cannot move. */
export function moveId(ids: Identifier[], id: Identifier, direction: Direction): Identifier[] {
  const from = ids.findIndex((candidate) => String(candidate) === String(id));
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  const moved = [...ids];
  [moved[from], moved[to]] = [moved[to], moved[from]];
  return moved;
}
