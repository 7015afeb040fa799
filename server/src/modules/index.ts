// The domain registry: everything the platform (db, graphql, http) needs from the
// domain modules, under the names agreed in team/SERVER-CONTRACT.md.
import type { EntityClass } from '@mikro-orm/core';
import type { NonEmptyArray } from 'type-graphql';
import { User } from './users/user.entity.js';
import { ActivityLogEntry } from './activity-log/activity-log-entry.entity.js';
import { ActivityLogResolver } from './activity-log/activity-log.resolver.js';
import { AuthResolver } from './auth/auth.resolver.js';
import { PasswordToken } from './auth/password-token.entity.js';
import { Session } from './auth/session.entity.js';
import { Compensation } from './compensations/compensation.entity.js';
import { CompensationResolver } from './compensations/compensation.resolver.js';
import { ScheduledJob } from './common/scheduled-job.entity.js';
import { ContactReply } from './contacts/contact-reply.entity.js';
import { Contact } from './contacts/contact.entity.js';
import { ContactResolver } from './contacts/contact.resolver.js';
import { Document } from './documents/document.entity.js';
import { DocumentResolver } from './documents/document.resolver.js';
import { FivePerThousandReport } from './five-per-thousand/five-per-thousand.entity.js';
import { FivePerThousandResolver } from './five-per-thousand/five-per-thousand.resolver.js';
import { Grant } from './grants/grant.entity.js';
import { GrantResolver } from './grants/grant.resolver.js';
import { MailResolver } from './mail/mail.resolver.js';
import { OutboxMessage } from './mail/outbox-message.entity.js';
import { News } from './news/news.entity.js';
import { NewsResolver } from './news/news.resolver.js';
import { Project } from './projects/project.entity.js';
import { ProjectResolver } from './projects/project.resolver.js';
import { RateLimit } from './rate-limit/rate-limit.entity.js';
import { Activity } from './activities/activity.entity.js';
import { ActivityResolver } from './activities/activity.resolver.js';
import { RichTextImageResolver } from './rich-text-images.resolver.js';
import { Service } from './services/service.entity.js';
import { ServiceResolver } from './services/service.resolver.js';
import { Settings } from './settings/settings.entity.js';
import { SettingsResolver } from './settings/settings.resolver.js';
import { HeroSlide } from './slides/hero-slide.entity.js';
import { HeroSlideResolver } from './slides/hero-slide.resolver.js';
import { Stat } from './stats/stat.entity.js';
import { StatResolver } from './stats/stat.resolver.js';
import { TeamMember } from './team/team-member.entity.js';
import { TeamMemberResolver } from './team/team-member.resolver.js';
import { TimelineEvent } from './timeline/timeline-event.entity.js';
import { UserResolver } from './users/user.resolver.js';
import { TimelineEventResolver } from './timeline/timeline-event.resolver.js';

export { migrationsList } from '../migrations/index.js';
export { createFileStorage } from '../storage/index.js';
export type { FileStorage } from '../storage/index.js';
export { authChecker } from './auth/auth-checker.js';
export { identify } from './auth/auth.service.js';
export type { ApiDeps } from './api-deps.js';
export { createApiRouter } from './api-router.js';
export { bootstrapData, type BootstrapDeps } from './bootstrap.js';
export { graphqlPublicCache } from './common/graphql-public-cache.js';
export { publicCache } from './common/public-cache.js';
export { publicFastLane } from './common/public-fast-lane.js';
export { seoRoutes } from './seo/seo.routes.js';
export { startBackgroundWorker, type BackgroundWorker } from './worker.js';

export const entities: EntityClass<object>[] = [
  News,
  Project,
  Stat,
  Document,
  Grant,
  FivePerThousandReport,
  Compensation,
  Contact,
  ContactReply,
  OutboxMessage,
  ScheduledJob,
  Settings,
  TeamMember,
  HeroSlide,
  Activity,
  Service,
  TimelineEvent,
  User,
  Session,
  PasswordToken,
  RateLimit,
  ActivityLogEntry,
];

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql's own resolver type
export const resolvers: NonEmptyArray<Function> = [
  NewsResolver,
  ProjectResolver,
  StatResolver,
  DocumentResolver,
  GrantResolver,
  FivePerThousandResolver,
  CompensationResolver,
  ContactResolver,
  SettingsResolver,
  TeamMemberResolver,
  HeroSlideResolver,
  ActivityResolver,
  ServiceResolver,
  TimelineEventResolver,
  AuthResolver,
  UserResolver,
  ActivityLogResolver,
  MailResolver,
  RichTextImageResolver,
];
