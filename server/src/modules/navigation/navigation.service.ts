// The site's navigation: the header's menu (settings.headerMenu) and the footer's links
// (settings.footerLinks, which "Impostazioni" edits too) read as items and written as a
// whole by administrators, validated item by item with Italian messages (a page that
// exists, a section of the home page, a route of the site, an http(s) address); and the
// links a reader is shown: visible items, a page's only while the reader may read it, then
// the pages marked for the menu or the footer that no item links yet.
import type { FilterQuery } from '@mikro-orm/core';
import { isHttpUrl } from '../../domain/formats.js';
import type { RequestScope } from '../../domain/scope.js';
import { AppError, type FieldErrors } from '../../errors.js';
import { SitePage } from '../pages/page.entity.js';
import { pageResource } from '../pages/page.resource.js';
import { SECTION_ANCHORS, SITE_ROUTE_SEGMENTS } from '../pages/reserved-slugs.js';
import type { MenuEntry, MenuEntryKind } from '../settings/menu-entry.js';
import { MAX_FOOTER_LINKS } from '../settings/settings.args.js';
import { FooterLink, type Settings } from '../settings/settings.entity.js';
import { committeeSettings } from '../settings/settings.service.js';
import {
  Navigation,
  NavigationKind,
  type NavigationItem,
  type NavigationLink,
} from './navigation.types.js';

export const MAX_HEADER_ITEMS = 12;
const MAX_LABEL = 60;

export const navigationMessages = {
  list: (max: number) => `Il menu deve essere un elenco di al massimo ${max} voci`,
  item: 'Ogni voce del menu deve avere etichetta, tipo e destinazione',
  label: `L'etichetta della voce è obbligatoria e può avere al massimo ${MAX_LABEL} caratteri`,
  kind: 'Il tipo della voce deve essere page (pagina), section (sezione della home), route (pagina del sito) o external (indirizzo esterno)',
  page: (slug: string) => `La pagina «${slug}» non esiste`,
  section: (anchor: string) => `«${anchor}» non è una sezione della home page`,
  route: 'Il percorso deve essere una pagina del sito, ad esempio /storia/comitato',
  external: "L'indirizzo esterno deve iniziare con http:// o https://",
  visible: 'Il campo «visibile» deve essere vero o falso',
  order: "L'ordine deve essere un numero intero",
  empty: 'Indica il menu (header) o i link del piè di pagina (footer) da salvare',
} as const;

/** Where an item leads. */
export function hrefOf(kind: MenuEntryKind, target: string): string {
  switch (kind) {
    case 'page':
      return `/${target}`;
    case 'section':
      return `/#${target}`;
    default:
      return target;
  }
}

/** A path of the site's own routes: the home page, or one under a route's first segment. */
function isSiteRoute(path: string): boolean {
  if (!/^\/(?!\/)[a-z0-9\-/]*$/.test(path)) return false;
  const first = path.split('/')[1];
  return first === '' || (SITE_ROUTE_SEGMENTS as readonly string[]).includes(first);
}

/** A footer link saved by "Impostazioni" (an URL) as an item: its kind from its form. */
function footerEntry(link: FooterLink): MenuEntry {
  const visible = link.visible !== false;
  if (link.url.startsWith('/#')) {
    return { label: link.label, kind: 'section', target: link.url.slice(2), visible };
  }
  if (link.kind === 'page' || (!isSiteRoute(link.url) && /^\/[a-z0-9-]+$/.test(link.url))) {
    return { label: link.label, kind: 'page', target: link.url.slice(1), visible };
  }
  if (isHttpUrl(link.url))
    return { label: link.label, kind: 'external', target: link.url, visible };
  return { label: link.label, kind: 'route', target: link.url, visible };
}

function items(entries: readonly MenuEntry[]): NavigationItem[] {
  return entries.map((entry, order) => ({
    label: entry.label,
    kind: entry.kind as NavigationKind,
    target: entry.target,
    visible: entry.visible,
    order,
    href: hrefOf(entry.kind, entry.target),
  }));
}

/** What a PUT or the mutation gives, before it is checked. */
export type ItemsInput = unknown;

export class NavigationService {
  constructor(private readonly scope: RequestScope) {}

  async get(): Promise<Navigation> {
    return this.scope.transaction(async (em) => this.present(await committeeSettings(em)));
  }

  async update(input: { header?: ItemsInput; footer?: ItemsInput }): Promise<Navigation> {
    const settings = await this.scope.write(
      { resource: 'navigation', log: 'Navigation' },
      'update',
      async (em) => {
        if (input.header === undefined && input.footer === undefined) {
          throw AppError.validation({ header: navigationMessages.empty });
        }
        const slugs = new Set(
          (await em.find(SitePage, {}, { fields: ['slug'] })).map((page) => page.slug),
        );
        const errors: FieldErrors = {};
        const header =
          input.header === undefined
            ? undefined
            : checkItems('header', input.header, MAX_HEADER_ITEMS, slugs, errors);
        const footer =
          input.footer === undefined
            ? undefined
            : checkItems('footer', input.footer, MAX_FOOTER_LINKS, slugs, errors);
        if (Object.keys(errors).length > 0) throw AppError.validation(errors);
        const settings = await committeeSettings(em);
        if (header) settings.headerMenu = header;
        if (footer) {
          settings.footerLinks = footer.map((entry) =>
            Object.assign(new FooterLink(), {
              label: entry.label,
              url: hrefOf(entry.kind, entry.target),
              kind: entry.kind,
              ...(entry.visible ? {} : { visible: false }),
            }),
          );
        }
        return settings;
      },
    );
    return this.present(settings);
  }

  private async present(settings: Settings): Promise<Navigation> {
    const header = settings.headerMenu;
    const footer = settings.footerLinks.map(footerEntry);
    const visible = this.scope.rowsFor(pageResource.name) as FilterQuery<SitePage>;
    const pages = await this.scope.transaction((em) =>
      em.find(SitePage, visible, { orderBy: { title: 'asc' }, disableIdentityMap: true }),
    );
    return Object.assign(new Navigation(), {
      header: items(header),
      footer: items(footer),
      headerLinks: links(header, pages, 'inMenu'),
      footerLinks: links(footer, pages, 'inFooter'),
    });
  }
}

/** The links a reader sees: visible items (a page's while it is readable), then marked pages. */
function links(
  entries: readonly MenuEntry[],
  pages: readonly SitePage[],
  mark: 'inMenu' | 'inFooter',
): NavigationLink[] {
  const readable = new Set(pages.map((page) => page.slug));
  const shown: NavigationLink[] = entries
    .filter((entry) => entry.visible && (entry.kind !== 'page' || readable.has(entry.target)))
    .map((entry) => ({
      label: entry.label,
      href: hrefOf(entry.kind, entry.target),
      kind: entry.kind as NavigationKind,
      section: entry.kind === 'section' ? entry.target : null,
    }));
  const linked = new Set(
    entries.filter((entry) => entry.kind === 'page').map((entry) => entry.target),
  );
  for (const page of pages) {
    if (!page[mark] || linked.has(page.slug)) continue;
    shown.push({
      label: page.title,
      href: `/${page.slug}`,
      kind: NavigationKind.page,
      section: null,
    });
  }
  return shown;
}

/** The items of one menu, checked (errors under menu.index.field), in their order. */
function checkItems(
  menu: string,
  value: unknown,
  max: number,
  slugs: ReadonlySet<string>,
  errors: FieldErrors,
): MenuEntry[] {
  if (!Array.isArray(value) || value.length > max) {
    errors[menu] = navigationMessages.list(max);
    return [];
  }
  const checked: { entry: MenuEntry; order: number }[] = [];
  value.forEach((raw: unknown, index) => {
    const at = `${menu}.${index}`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      errors[at] = navigationMessages.item;
      return;
    }
    const item = raw as Record<string, unknown>;
    const label = typeof item.label === 'string' ? item.label.trim() : '';
    if (label === '' || label.length > MAX_LABEL) errors[`${at}.label`] = navigationMessages.label;
    const kind = item.kind;
    const target = typeof item.target === 'string' ? item.target.trim() : '';
    if (!Object.values(NavigationKind).includes(kind as NavigationKind)) {
      errors[`${at}.kind`] = navigationMessages.kind;
    } else if (kind === 'page' && !slugs.has(target)) {
      errors[`${at}.target`] = navigationMessages.page(target);
    } else if (kind === 'section' && !(SECTION_ANCHORS as readonly string[]).includes(target)) {
      errors[`${at}.target`] = navigationMessages.section(target);
    } else if (kind === 'route' && !isSiteRoute(target)) {
      errors[`${at}.target`] = navigationMessages.route;
    } else if (kind === 'external' && !(isHttpUrl(target) && target.length <= 2000)) {
      errors[`${at}.target`] = navigationMessages.external;
    }
    const visible = item.visible ?? true;
    if (typeof visible !== 'boolean') errors[`${at}.visible`] = navigationMessages.visible;
    const order = item.order ?? index;
    if (typeof order !== 'number' || !Number.isInteger(order)) {
      errors[`${at}.order`] = navigationMessages.order;
    }
    checked.push({
      entry: { label, kind: kind as MenuEntryKind, target, visible: visible === true },
      order: typeof order === 'number' ? order : index,
    });
  });
  return checked
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map((item) => item.entry);
}
