// The navigation to a home page section: on / it smooth-scrolls (500 ms, -80 px);
// from any other route it navigates to / and scrolls once the section exists,
// retrying every 100 ms.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { scrollToSection, scrollToSectionWhenReady } from './scroll';

export function useSectionNavigation(): (sectionId: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return useCallback(
    (sectionId: string) => {
      if (pathname === paths.home) {
        scrollToSection(sectionId);
        return;
      }
      navigate(paths.home);
      scrollToSectionWhenReady(sectionId, { immediate: false });
    },
    [navigate, pathname],
  );
}

/** The link target of a section for a plain (no-JS, new tab) navigation. */
export function sectionHref(sectionId: string): string {
  return `${paths.home}#${sectionId}`;
}
