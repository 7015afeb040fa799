// The back office's resources, in the sidebar's order: each is declared once, in its own
// folder (name, label, icon, menu, the policy's resource, the activity log's labels, its
// screens); App.tsx's routes, the sidebar and the activity log's labels are derived from
// this list, and what a user sees of each from `me.permissions` (lib/permissions.ts).
// Adding a resource: its folder with its index.ts, its documents for the data provider
// (lib/contentResources.ts and the like), and one line here.
import activities from './activities';
import activityLog from './activity-log';
import committees from './committees';
import compensations from './compensations';
import contacts from './contacts';
import documents from './documents';
import donations from './donations';
import events from './events';
import fivePerThousand from './five-per-thousand';
import grants from './grants';
import { isPage, type AdminResource, type MenuGroup } from './lib/adminResource';
import { allows } from './lib/permissions';
import navigation from './navigation';
import news from './news';
import pages from './pages';
import projects from './projects';
import services from './services';
import settings from './settings';
import slides from './slides';
import stats from './stats';
import team from './team';
import timeline from './timeline';
import trash from './trash';
import users from './users';

export const adminResources: readonly AdminResource[] = [
  documents,
  contacts,
  news,
  projects,
  events,
  stats,
  grants,
  fivePerThousand,
  compensations,
  donations,
  settings,
  navigation,
  pages,
  team,
  slides,
  activities,
  services,
  timeline,
  users,
  activityLog,
  committees,
  trash,
];

const byName = new Map(adminResources.map((resource) => [resource.name, resource]));

/**
 * The policy's name of one of react-admin's resources (five-per-thousand is
 * fivePerThousand); a name that is no resource of the back office is the policy's own
 * (mail: the dashboard's e-mail notices).
 */
export function policyResourceOf(name: string): string {
  return byName.get(name)?.permission ?? name;
}

/** The activity log's name of each GraphQL type (News: 'Notizia'), from every resource. */
export const activityLogLabels: Readonly<Record<string, string>> = Object.fromEntries(
  adminResources.flatMap((resource) => Object.entries(resource.logLabels)),
);

/** What a user may open of a resource: its list (or page), and the screens to write it. */
export interface ResourceAccess {
  /** Its list, or its page: the one screen a page is, an edit. */
  list: boolean;
  create: boolean;
  edit: boolean;
  show: boolean;
}

export function accessTo(
  resource: AdminResource,
  permissions: readonly string[] | undefined,
): ResourceAccess {
  const can = (action: string) => allows(permissions, resource.permission, action);
  if (isPage(resource)) return { list: can('edit'), create: false, edit: can('edit'), show: false };
  return {
    list: can('list'),
    create: Boolean(resource.create) && can('create'),
    edit: Boolean(resource.edit) && can('edit'),
    show: Boolean(resource.show) && can('show'),
  };
}

export interface MenuEntry {
  to: string;
  resource: AdminResource;
}

/** The sidebar's entries of each menu: the resources whose list (or page) the user may open. */
export function menuEntries(
  permissions: readonly string[] | undefined,
): Record<MenuGroup, MenuEntry[]> {
  const entries: Record<MenuGroup, MenuEntry[]> = { panel: [], site: [] };
  for (const resource of adminResources) {
    if (!accessTo(resource, permissions).list) continue;
    entries[resource.menu].push({
      to: isPage(resource) ? resource.path : `/${resource.name}`,
      resource,
    });
  }
  return entries;
}
