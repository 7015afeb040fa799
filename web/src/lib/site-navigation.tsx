// The site's menus as the committee set them (the GraphQL `navigation` query): the
// header's links (desktop bar and phone menu) and the footer's, each a page, a section of
// the home page, a route of the site or an address elsewhere. Read once per page load
// beside the settings and rendered by the server, so the browser starts with them.
// Without an answer (no provider, loading, failed) the header shows the spec's six items,
// and the footer the settings' quick links.
import { useQuery } from '@apollo/client/react';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { graphql } from '../gql';
import { NavigationKind } from '../gql/graphql';
import { paths, sections } from '../config/paths';

export const SiteNavigationDocument = graphql(`
  query SiteNavigation {
    navigation {
      headerLinks {
        label
        href
        kind
        section
      }
      footerLinks {
        label
        href
        kind
        section
      }
    }
  }
`);

export interface SiteLink {
  label: string;
  href: string;
  kind: NavigationKind;
  section?: string | null;
}

export interface SiteNavigation {
  header: readonly SiteLink[];
  footer: readonly SiteLink[];
}

/** The spec's six items: what every committee starts with. */
export const DEFAULT_HEADER_LINKS: readonly SiteLink[] = [
  {
    label: 'Corsi',
    href: `/#${sections.courses}`,
    kind: NavigationKind.Section,
    section: sections.courses,
  },
  {
    label: 'Attività',
    href: `/#${sections.activities}`,
    kind: NavigationKind.Section,
    section: sections.activities,
  },
  {
    label: 'News',
    href: `/#${sections.news}`,
    kind: NavigationKind.Section,
    section: sections.news,
  },
  { label: 'Documenti', href: paths.transparency, kind: NavigationKind.Route },
  {
    label: 'Contatti',
    href: `/#${sections.contacts}`,
    kind: NavigationKind.Section,
    section: sections.contacts,
  },
  {
    label: 'Donazioni',
    href: `/#${sections.support}`,
    kind: NavigationKind.Section,
    section: sections.support,
  },
];

const NavigationContext = createContext<SiteNavigation | null>(null);

/** The committee's menus, null until they are known. */
export function useSiteNavigation(): SiteNavigation | null {
  return useContext(NavigationContext);
}

/** Provides given menus: tests pass their own; the app uses NavigationProvider. */
export function NavigationStateProvider({
  value,
  children,
}: {
  value: SiteNavigation | null;
  children: ReactNode;
}) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/** Loads the menus once and provides them to everything below. */
export function NavigationProvider({ children }: { children: ReactNode }) {
  const { data, error } = useQuery(SiteNavigationDocument);
  useEffect(() => {
    if (error) console.error('Menu del sito non disponibile', error);
  }, [error]);
  const value = useMemo<SiteNavigation | null>(
    () =>
      data ? { header: data.navigation.headerLinks, footer: data.navigation.footerLinks } : null,
    [data],
  );
  return <NavigationStateProvider value={value}>{children}</NavigationStateProvider>;
}
