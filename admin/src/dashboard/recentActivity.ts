// 'Attività Recenti': the most recent news and courses together, newest first.
import { RECENT_ACTIVITY_COUNT } from '../config';

export interface ActivityItem {
  key: string;
  text: string;
  createdAt: string;
  to: string;
}

interface Created {
  id: string | number;
  title: string;
  createdAt: string;
}

export function recentActivity(news: Created[], projects: Created[]): ActivityItem[] {
  return [
    ...news.map((n) => ({
      key: `news-${n.id}`,
      text: `Nuova notizia: ${n.title}`,
      createdAt: n.createdAt,
      to: `/news/${n.id}/edit`,
    })),
    ...projects.map((p) => ({
      key: `project-${p.id}`,
      text: `Nuovo progetto: ${p.title}`,
      createdAt: p.createdAt,
      to: `/projects/${p.id}/edit`,
    })),
  ]
    .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime())
    .slice(0, RECENT_ACTIVITY_COUNT);
}
