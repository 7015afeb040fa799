// The committee's own data at start. The settings record is always ensured (the public
// site cannot render without it), with the demo values when it is absent, even with
// SEED=false. When SEED is on and the settings were absent (the first start of a
// database, or of the version that made them data), the board, the home slides, the
// activities, the services and the timeline are seeded with it in one transaction, their
// artwork written first (and deleted if the transaction fails). Once the settings exist
// nothing is seeded again: a committee that deletes its team keeps an empty team.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { FileStorage } from '../platform/storage/index.js';
import type { PreparedFile } from '../platform/storage/file-content.js';
import { Activity } from '../modules/activities/activity.entity.js';
import { FileChanges } from '../domain/files/file-changes.js';
import { Service } from '../modules/services/service.entity.js';
import { Settings } from '../modules/settings/settings.entity.js';
import {
  ensureSettings,
  settingsFrom,
  type SettingsValues,
} from '../modules/settings/settings.service.js';
import { HeroSlide } from '../modules/slides/hero-slide.entity.js';
import { TeamMember } from '../modules/team/team-member.entity.js';
import { TimelineEvent } from '../modules/timeline/timeline-event.entity.js';
import { renderArtwork } from './artwork.js';
import { markDemo } from './demo-marks.js';
import type { Artwork } from './demo-content.js';
import {
  demoActivities,
  demoServices,
  demoSettings,
  demoSlides,
  demoTeam,
  demoTimeline,
} from './demo-committee.js';

export interface CommitteeSeedDeps {
  em: EntityManager;
  storage: FileStorage;
  logger: Logger;
  /** SEED: the demo board, slides, activities, services and timeline with the settings. */
  seed: boolean;
}

export type CommitteeSeedResult = 'present' | 'settings' | 'seeded';

export async function ensureCommitteeData({
  em,
  storage,
  logger,
  seed,
}: CommitteeSeedDeps): Promise<CommitteeSeedResult> {
  if ((await em.count(Settings, {})) > 0) return 'present';
  if (seed) {
    try {
      await seedCommittee(em.fork(), storage);
      logger.info('dati dimostrativi del comitato inseriti');
      return 'seeded';
    } catch (error) {
      logger.error({ err: error }, 'dati dimostrativi del comitato non inseriti');
    }
  }
  try {
    await ensureSettings(em.fork());
  } catch (error) {
    // Another process starting at the same time may have written them first.
    if ((await em.fork().count(Settings, {})) === 0) throw error;
  }
  return 'settings';
}

/** The settings and the five lists with their artwork; all or nothing. */
export function seedCommittee(em: EntityManager, storage: FileStorage): Promise<void> {
  return seedCommitteeLists(em, storage, true);
}

/**
 * The five lists with their artwork (team, slides, activities, services, timeline) and,
 * with withSettings, the demo settings; all or nothing.
 */
export async function seedCommitteeLists(
  em: EntityManager,
  storage: FileStorage,
  withSettings = false,
): Promise<void> {
  const files = new FileChanges(storage);
  try {
    const image = async (name: Artwork): Promise<string> => {
      const prepared: PreparedFile = await renderArtwork(name);
      return (await files.write(prepared)).url;
    };
    const team: TeamMember[] = [];
    for (const [position, demo] of demoTeam.entries()) {
      const { artwork, ...fields } = demo;
      team.push(
        Object.assign(new TeamMember(), {
          ...fields,
          imageAlt: `${demo.name}, ${demo.role}`,
          image: await image(artwork),
          position,
        }),
      );
    }
    const slides: HeroSlide[] = [];
    for (const [position, demo] of demoSlides.entries()) {
      const { artwork, ...fields } = demo;
      slides.push(
        Object.assign(new HeroSlide(), { ...fields, image: await image(artwork), position }),
      );
    }
    const activities: Activity[] = [];
    for (const [position, demo] of demoActivities.entries()) {
      const { artwork, ...fields } = demo;
      activities.push(
        Object.assign(new Activity(), {
          ...fields,
          imageAlt: demo.title,
          image: await image(artwork),
          position,
        }),
      );
    }
    const services = demoServices.map((demo, position) =>
      Object.assign(new Service(), { ...demo, features: [...demo.features], position }),
    );
    const timeline = demoTimeline.map((demo, position) =>
      Object.assign(new TimelineEvent(), { ...demo, position }),
    );
    await em.transactional(async (tx) => {
      if (withSettings) tx.persist(settingsFrom(demoSettings as unknown as SettingsValues));
      tx.persist([...team, ...slides, ...activities, ...services, ...timeline]);
      await markDemo(tx, [...team, ...slides, ...activities, ...services, ...timeline]);
    });
  } catch (error) {
    await files.rollback();
    throw error;
  }
}
