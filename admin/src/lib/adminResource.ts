// What the back office knows of one of its resources, declared once in the resource's
// folder (news/index.ts…) as react-admin's demo does, and listed in ../resources.ts: the
// routes of App.tsx, the sidebar's entries and the activity log's labels are derived from
// that list, and what a user sees of each from the policy's permissions (permissions.ts).
import type { ComponentType } from 'react';

/** The sidebar's two menus: 'Pannello di Controllo' and 'Sito del comitato'. */
export type MenuGroup = 'panel' | 'site';

interface AdminScreens {
  /** react-admin's resource name: its path (/news) and the data provider's resource. */
  name: string;
  /** Its entry in the sidebar. */
  label: string;
  /** Its icon (a Material icon component). */
  icon: ComponentType;
  menu: MenuGroup;
  /** The entry's label when it is more than text (the contact requests' unread counter). */
  menuLabel?: ComponentType;
  /** Its resource in the server's policy, as `me.permissions` names it (fivePerThousand). */
  permission: string;
  /** The activity log's name of each GraphQL type its writes are logged as (News: 'Notizia'). */
  logLabels: Readonly<Record<string, string>>;
}

/** A resource with a list: /{name}, and /{name}/new, /{name}/{id}/edit, /{name}/{id}. */
export interface AdminListResource extends AdminScreens {
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  /** The detail page at /{name}/{id} (the contact requests). */
  show?: ComponentType;
}

/** A page that edits the resource's one record (the settings) at its own path. */
export interface AdminPageResource extends AdminScreens {
  path: string;
  page: ComponentType;
}

export type AdminResource = AdminListResource | AdminPageResource;

export function isPage(resource: AdminResource): resource is AdminPageResource {
  return 'page' in resource;
}
