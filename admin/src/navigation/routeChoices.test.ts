// The site's pages that "Menu" offers as items: the events' list and the calendar among them,
// so that a committee can lead its visitors there.
import { describe, expect, it } from 'vitest';
import { routeChoices } from './NavigationEdit';

describe("Menu's pages of the site", () => {
  it('offer the events and the calendar, each once', () => {
    expect(routeChoices).toContainEqual({ id: '/eventi', name: 'Eventi' });
    expect(routeChoices).toContainEqual({ id: '/calendario', name: 'Calendario' });
    const ids = routeChoices.map((choice) => choice.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
