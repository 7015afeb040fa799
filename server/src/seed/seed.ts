// Seeds the demo content into an empty database (no news, course, statistic or
// document yet): the committee sees a complete site on its first start. All rows go in
// one transaction after their files are written; if anything fails, the files written
// are deleted and the database stays empty, so the next start tries again.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { FileStorage } from '../platform/storage/index.js';
import { preparePdf, type PreparedFile } from '../platform/storage/file-content.js';
import { FileChanges } from '../domain/files/file-changes.js';
import { Document } from '../modules/documents/document.entity.js';
import { Event } from '../modules/events/event.entity.js';
import { BookingMode } from '../modules/projects/booking-mode.js';
import { News } from '../modules/news/news.entity.js';
import { Project } from '../modules/projects/project.entity.js';
import { Stat } from '../modules/stats/stat.entity.js';
import { renderArtwork } from './artwork.js';
import {
  demoDocuments,
  demoEvents,
  demoNews,
  demoProjects,
  demoStats,
  type Artwork,
} from './demo-content.js';
import { markDemo } from './demo-marks.js';
import { renderDocumentPdf } from './pdf.js';
import { transparencyDemoRecords } from './transparency-demo.js';

export interface SeedDeps {
  em: EntityManager;
  storage: FileStorage;
  logger: Logger;
}

export async function isContentEmpty(em: EntityManager): Promise<boolean> {
  const counts = await Promise.all([
    em.count(News, {}),
    em.count(Project, {}),
    em.count(Stat, {}),
    em.count(Document, {}),
  ]);
  return counts.every((count) => count === 0);
}

/** Returns true when it seeded, false when the database already had content. */
export async function seedDemoContent({ em, storage, logger }: SeedDeps): Promise<boolean> {
  if (!(await isContentEmpty(em))) return false;
  const files = new FileChanges(storage);
  try {
    // Each record gets its own copy of an illustration (deleting one never breaks another);
    // each illustration is rendered once.
    const rendered = new Map<Artwork, Promise<PreparedFile>>();
    const image = async (name: Artwork): Promise<string> => {
      if (!rendered.has(name)) rendered.set(name, renderArtwork(name));
      return (await files.write(await (rendered.get(name) as Promise<PreparedFile>))).url;
    };

    const projects: Project[] = [];
    for (const demo of demoProjects) {
      projects.push(
        Object.assign(new Project(), {
          title: demo.title,
          description: demo.description,
          category: demo.category,
          startDate: demo.startDate,
          endDate: demo.endDate,
          location: demo.location,
          participants: demo.participants,
          calendlyId: demo.calendlyId,
          image: await image(demo.artwork),
        }),
      );
    }
    const events: Event[] = [];
    for (const demo of demoEvents) {
      events.push(
        Object.assign(new Event(), {
          title: demo.title,
          description: demo.description,
          startsAt: new Date(demo.startsAt),
          endsAt: new Date(demo.endsAt),
          location: demo.location,
          bookingMode: demo.seats === null ? BookingMode.none : BookingMode.onsite,
          seats: demo.seats,
          image: await image(demo.artwork),
        }),
      );
    }
    const news: News[] = [];
    for (const demo of demoNews) {
      news.push(
        Object.assign(new News(), {
          title: demo.title,
          content: demo.content,
          customExcerpt: demo.excerpt ?? null,
          date: demo.date,
          author: demo.author,
          category: demo.category,
          image: await image(demo.artwork),
          createdAt: new Date(`${demo.date}T08:00:00Z`),
        }),
      );
    }
    const stats = demoStats.map((demo, position) =>
      Object.assign(new Stat(), { ...demo, position }),
    );
    const documents: Document[] = [];
    for (const demo of demoDocuments) {
      const stored = await files.write(preparePdf(await renderDocumentPdf(demo)));
      documents.push(
        Object.assign(new Document(), {
          title: demo.title,
          category: demo.category,
          fileUrl: stored.url,
          fileBytes: stored.size,
          createdAt: new Date(demo.publishedAt),
        }),
      );
    }
    const transparency = await transparencyDemoRecords(files);
    await em.transactional(async (tx) => {
      tx.persist([...projects, ...events, ...news, ...stats, ...documents]);
      tx.persist(transparency);
      await markDemo(tx, [
        ...projects,
        ...events,
        ...news,
        ...stats,
        ...documents,
        ...transparency,
      ]);
    });
  } catch (error) {
    await files.rollback();
    throw error;
  }
  logger.info(
    {
      projects: demoProjects.length,
      events: demoEvents.length,
      news: demoNews.length,
      stats: demoStats.length,
      documents: demoDocuments.length,
    },
    'contenuti dimostrativi inseriti',
  );
  return true;
}
