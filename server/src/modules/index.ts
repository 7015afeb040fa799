// Every module of the server, in one list: the composition derives every registry from it
// (domain/module.ts). Adding a resource is its folder and one line here.
import type { ResourceModule } from '../domain/module.js';
import { accounts } from './accounts/index.js';
import { activities } from './activities/index.js';
import { activityLog } from './activity-log/index.js';
import { analytics } from './analytics/index.js';
import { committees } from './committees/index.js';
import { compensations } from './compensations/index.js';
import { contacts } from './contacts/index.js';
import { demoContent } from './demo-content/index.js';
import { donations } from './donations/index.js';
import { documents } from './documents/index.js';
import { enrolments } from './enrolments/index.js';
import { events } from './events/index.js';
import { fivePerThousand } from './five-per-thousand/index.js';
import { grants } from './grants/index.js';
import { mail } from './mail/index.js';
import { navigation } from './navigation/index.js';
import { news } from './news/index.js';
import { pages } from './pages/index.js';
import { projects } from './projects/index.js';
import { seo } from './seo/index.js';
import { services } from './services/index.js';
import { settings } from './settings/index.js';
import { slides } from './slides/index.js';
import { stats } from './stats/index.js';
import { team } from './team/index.js';
import { timeline } from './timeline/index.js';
import { trash } from './trash/index.js';
import { revisions } from './revisions/index.js';
import { uploads } from './uploads/index.js';

export const modules: readonly ResourceModule[] = [
  committees,
  accounts,
  news,
  pages,
  projects,
  events,
  stats,
  documents,
  grants,
  fivePerThousand,
  compensations,
  donations,
  // Before the outbox: the reminders it puts in the outbox leave in the same tick.
  enrolments,
  // The outbox first: the contacts' jobs follow its deliveries.
  mail,
  contacts,
  settings,
  navigation,
  team,
  slides,
  activities,
  services,
  timeline,
  activityLog,
  demoContent,
  uploads,
  seo,
  analytics,
  trash,
  revisions,
];
