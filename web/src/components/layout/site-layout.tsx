// The frame of every public page: skip link, header (over the page's opening band,
// home hero or PageHero, which reserve its height), <main id="contenuto"> with
// the animated page transition (0.45 s; none with reduced motion, none on the
// first load so the first paint is not delayed), the route's Suspense fallback,
// the footer (hydrated when needed) and the donation popup, all under the committee
// settings' provider and the menus' (lib/site-navigation.tsx).
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import { CommitteeProvider } from '../../lib/committee-settings';
import { NavigationProvider } from '../../lib/site-navigation';
import { hydrateWhenNeeded } from '../../lib/hydrate-when-needed';
import { PageLoader } from '../ui/spinner';
import { DonationPopupHost } from './donation-popup-host';
import { SiteHeader } from './site-header';
import { useHashScroll } from './use-hash-scroll';

export const MAIN_CONTENT_ID = 'contenuto';

// Below the fold on every page: hydrated when it comes near the viewport or at the first
// input (lib/hydrate-when-needed.tsx); until then its links are plain links.
const SiteFooter = hydrateWhenNeeded('site-footer', () =>
  import('./site-footer').then((module) => module.SiteFooter),
);

export function SiteLayout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRoute = useRef(pathname);
  const animate = pathname !== firstRoute.current;
  useHashScroll();

  useEffect(() => {
    // After the first navigation every route change animates, even back to the first route.
    if (pathname !== firstRoute.current) firstRoute.current = '';
  }, [pathname]);

  return (
    <CommitteeProvider>
      <NavigationProvider>
        <SkipLink
          href={`#${MAIN_CONTENT_ID}`}
          onClick={(event) => {
            event.preventDefault();
            mainRef.current?.focus();
            mainRef.current?.scrollIntoView();
          }}
        >
          Salta al contenuto principale
        </SkipLink>
        <SiteHeader />
        <Main ref={mainRef} id={MAIN_CONTENT_ID} tabIndex={-1}>
          <Transition key={pathname} $animate={animate} data-testid="page-transition">
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Transition>
        </Main>
        <SiteFooter />
        <DonationPopupHost />
      </NavigationProvider>
    </CommitteeProvider>
  );
}

const pageIn = keyframes`
  from {
    opacity: 0;
    transform: translateY(16px);
  }
`;

const SkipLink = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space(2)};
  left: ${({ theme }) => theme.space(2)};
  z-index: ${({ theme }) => theme.zIndex.modal + 1};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.redDark};
  font-weight: 700;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const Main = styled.main`
  display: block;
  /* The footer starts below the fold, so it does not jump when the page chunk arrives. */
  min-height: 100vh;
  min-height: 100svh;

  &:focus {
    outline: none;
  }
`;

const Transition = styled.div<{ $animate: boolean }>`
  ${({ $animate, theme }) =>
    $animate &&
    css`
      animation: ${pageIn} ${theme.motion.pageTransitionS}s ease-out both;

      ${theme.media.reducedMotion} {
        animation: none;
      }
    `}
`;
