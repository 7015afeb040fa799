import { describe, expect, it } from 'vitest';
import { recentActivity } from './recentActivity';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

describe('recentActivity', () => {
  it('merges news and courses, newest first, five at most, with their prefixes', () => {
    const news = [1, 3, 5, 7].map((d) => ({
      id: `n${d}`,
      title: `Notizia ${d}`,
      createdAt: at(d),
    }));
    const projects = [2, 4, 6, 8].map((d) => ({
      id: `p${d}`,
      title: `Corso ${d}`,
      createdAt: at(d),
    }));
    const items = recentActivity(news, projects);
    expect(items.map((i) => i.text)).toEqual([
      'Nuovo progetto: Corso 8',
      'Nuova notizia: Notizia 7',
      'Nuovo progetto: Corso 6',
      'Nuova notizia: Notizia 5',
      'Nuovo progetto: Corso 4',
    ]);
    expect(items[0].to).toBe('/projects/p8/edit');
  });

  it('is empty without news and courses', () => {
    expect(recentActivity([], [])).toEqual([]);
  });
});
