import { describe, expect, it } from 'vitest';
import { isPage } from './lib/adminResource';
import {
  NAVIGATION_RESOURCE,
  SETTINGS_RESOURCE,
  resources as dataResources,
} from './lib/buildQuery';
import { COMMITTEES_RESOURCE } from './lib/committees';
import {
  accessTo,
  activityLogLabels,
  adminResources,
  menuEntries,
  policyResourceOf,
} from './resources';

// `me.permissions` as the server's policy answers it for each role (the accounts module's
// tests check the server's side of it).
const editorPermissions = [
  'news.read',
  'news.write',
  'projects.read',
  'projects.write',
  'events.read',
  'events.write',
  'stats.read',
  'stats.write',
  'documents.read',
  'documents.write',
  'grants.read',
  'grants.write',
  'fivePerThousand.read',
  'fivePerThousand.write',
  'compensations.read',
  'compensations.write',
  'settings.read',
  'team.read',
  'team.write',
  'slides.read',
  'slides.write',
  'activities.read',
  'activities.write',
  'services.read',
  'services.write',
  'timeline.read',
  'timeline.write',
];
const adminPermissions = [
  ...editorPermissions,
  'users.read',
  'users.write',
  'contacts.read',
  'contacts.write',
  'settings.write',
  'activityLog.read',
  'mail.read',
  'mail.write',
];

const menu = (permissions: string[] | undefined) => {
  const entries = menuEntries(permissions);
  return {
    panel: entries.panel.map(({ to, resource }) => [resource.label, to]),
    site: entries.site.map(({ to, resource }) => [resource.label, to]),
  };
};

const resource = (name: string) => {
  const found = adminResources.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no resource ${name}`);
  return found;
};

describe('the sidebar, derived from the resources and the permissions', () => {
  it("shows an administrator every resource, in the spec's order", () => {
    expect(menu(adminPermissions)).toEqual({
      panel: [
        ['Documenti', '/documents'],
        ['Contatti', '/contacts'],
        ['News', '/news'],
        ['Corsi', '/projects'],
        ['Eventi', '/events'],
        ['Statistiche', '/stats'],
        ['Contributi pubblici', '/grants'],
        ['5x1000', '/five-per-thousand'],
        ['Compensi', '/compensations'],
      ],
      site: [
        ['Impostazioni', '/settings'],
        ['Team', '/team'],
        ['Slide', '/slides'],
        ['Attività', '/activities'],
        ['Servizi', '/services'],
        ['Storia del comitato', '/timeline'],
        ['Utenti', '/users'],
        ['Registro attività', '/activity-log'],
        ['Cestino', '/cestino'],
      ],
    });
  });

  it('shows the committees to a platform administrator only', () => {
    const platform = menu([...adminPermissions, 'committees.read', 'committees.write']);
    expect(platform.panel.at(-1)).toEqual(['Comitati', '/committees']);
    expect(
      accessTo(resource(COMMITTEES_RESOURCE), ['committees.read', 'committees.write']),
    ).toEqual({ list: true, create: true, edit: true, show: false });
    expect(menu(adminPermissions).panel.map(([label]) => label)).not.toContain('Comitati');
    expect(accessTo(resource(COMMITTEES_RESOURCE), adminPermissions).list).toBe(false);
  });

  it('shows an editor the content only: no contacts, settings, users or activity log', () => {
    expect(menu(editorPermissions)).toEqual({
      panel: [
        ['Documenti', '/documents'],
        ['News', '/news'],
        ['Corsi', '/projects'],
        ['Eventi', '/events'],
        ['Statistiche', '/stats'],
        ['Contributi pubblici', '/grants'],
        ['5x1000', '/five-per-thousand'],
        ['Compensi', '/compensations'],
      ],
      site: [
        ['Team', '/team'],
        ['Slide', '/slides'],
        ['Attività', '/activities'],
        ['Servizi', '/services'],
        ['Storia del comitato', '/timeline'],
        ['Cestino', '/cestino'],
      ],
    });
  });

  it('shows nothing while the permissions are unknown', () => {
    expect(menu(undefined)).toEqual({ panel: [], site: [] });
  });
});

describe('the screens of a resource, derived from the permissions', () => {
  it('opens every screen of a resource its user may write', () => {
    expect(accessTo(resource('news'), editorPermissions)).toEqual({
      list: true,
      create: true,
      edit: true,
      show: false,
    });
    expect(accessTo(resource('contacts'), adminPermissions)).toEqual({
      list: true,
      create: false,
      edit: false,
      show: true,
    });
  });

  it('opens only the list of a resource its user may read and not write', () => {
    expect(accessTo(resource('activity-log'), adminPermissions)).toEqual({
      list: true,
      create: false,
      edit: false,
      show: false,
    });
    expect(accessTo(resource('news'), ['news.read'])).toEqual({
      list: true,
      create: false,
      edit: false,
      show: false,
    });
  });

  it('opens the settings page to who may change the settings, not to who only reads them', () => {
    expect(accessTo(resource('settings'), adminPermissions).list).toBe(true);
    expect(accessTo(resource('settings'), editorPermissions).list).toBe(false);
  });

  it("names each resource as the server's policy does, for react-admin's canAccess", () => {
    expect(policyResourceOf('five-per-thousand')).toBe('fivePerThousand');
    expect(policyResourceOf('activity-log')).toBe('activityLog');
    expect(policyResourceOf('news')).toBe('news');
    // Not a resource of the back office: the policy's own name (the dashboard's e-mail).
    expect(policyResourceOf('mail')).toBe('mail');
  });
});

describe('the list of resources', () => {
  it('declares each resource once, with the documents the data provider sends for it', () => {
    const names = adminResources.map((candidate) => candidate.name);
    expect(new Set(names).size).toBe(names.length);
    const lists = adminResources.filter((candidate) => !isPage(candidate)).map((r) => r.name);
    // The committees have CRUD of their own (lib/committees.ts), the others buildQuery's.
    expect(lists.filter((name) => name !== COMMITTEES_RESOURCE).sort()).toEqual(
      Object.keys(dataResources).sort(),
    );
    expect(adminResources.filter(isPage).map((page) => page.name)).toEqual([
      SETTINGS_RESOURCE,
      NAVIGATION_RESOURCE,
      'trash',
    ]);
  });

  it("names in the activity log every record type the resources' documents write", () => {
    for (const [name, definition] of Object.entries(dataResources)) {
      if (!definition.create && !definition.update && !definition.remove) continue;
      expect(resource(name).logLabels[definition.type], `${name}: ${definition.type}`).toEqual(
        expect.any(String),
      );
    }
    expect(activityLogLabels).toMatchObject({
      News: 'Notizia',
      ContactReply: 'Risposta a una richiesta',
      Settings: 'Impostazioni',
      FivePerThousandReport: 'Rendiconto 5x1000',
    });
  });
});
