// The top bar, its items the committee's menu (lib/site-navigation.tsx; the spec's six
// until it is known): transparent over the page's opening band (the home hero, PageHero)
// until the page is scrolled more than 30 px, white after. Below the md breakpoint
// the items move into a slide-in full-screen menu that locks page scroll, keeps the
// keyboard focus inside and closes on Escape, on a click outside its list, on a
// navigation and when the window grows to desktop. Without JavaScript (CSS's scripting
// media feature) the bar scrolls away with the page over its opening band, since it
// cannot turn white, and the menu is opened by a link to it (CSS :target) and closed
// by a link back.
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../ui/link';
import styled, { css } from 'styled-components';
import { NAV_SCROLLED_THRESHOLD_PX } from '../../config/constants';
import { paths, type SectionId } from '../../config/paths';
import { smoothScrollTo } from '../../lib/scroll';
import { useScrollLock } from '../../lib/use-scroll-lock';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { sectionHref, useSectionNavigation } from '../../lib/use-section-navigation';
import type { Theme } from '../../styles/theme';
import { Logo } from './logo';
import { DEFAULT_HEADER_LINKS, useSiteNavigation, type SiteLink } from '../../lib/site-navigation';
import { NavigationKind } from '../../gql/graphql';

/** A plain left click: modified clicks keep the browser's behaviour (new tab...). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The menu's id: the target of the link that opens it without JavaScript. */
const MENU_ID = 'navigazione-principale';

export function SiteHeader() {
  const { pathname } = useLocation();
  const isHome = pathname === paths.home;
  const scrolled = useScrolledPast(NAV_SCROLLED_THRESHOLD_PX);
  const goToSection = useSectionNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const solid = scrolled || menuOpen;
  const links = useSiteNavigation()?.header ?? DEFAULT_HEADER_LINKS;

  useScrollLock(menuOpen);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useEffect(closeMenu, [pathname, closeMenu]);

  useEffect(() => {
    if (!menuOpen) return;
    // The open menu's behaviour is loaded with its first opening (open-menu.ts).
    let stop: (() => void) | undefined;
    let closed = false;
    void import('./open-menu')
      .then(({ openMenu }) => {
        if (!closed) stop = openMenu(listRef.current, toggleRef.current, closeMenu);
      })
      .catch(() => undefined);
    return () => {
      closed = true;
      stop?.();
    };
  }, [menuOpen, closeMenu]);

  const onLogoClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isHome || !isPlainClick(event)) return;
    event.preventDefault();
    // Drop a section hash from the address (a reload starts at the top too), keeping
    // the router's history entry as it is.
    if (window.location.hash) window.history.replaceState(window.history.state, '', paths.home);
    void smoothScrollTo(0);
  };

  return (
    <Bar $solid={solid} data-solid={solid}>
      <Inner>
        <LogoLink to={paths.home} onClick={onLogoClick}>
          <Logo tone={solid ? 'dark' : 'light'} />
          <span className="visually-hidden"> – torna all'inizio della home page</span>
        </LogoLink>
        <MenuToggle
          ref={toggleRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={menuOpen ? 'Chiudi il menu' : 'Apri il menu'}
          $solid={solid}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Burger $open={menuOpen} aria-hidden="true">
            <span />
            <span />
            <span />
          </Burger>
        </MenuToggle>
        <MenuLink href={`#${MENU_ID}`} aria-label="Apri il menu">
          <Burger $open={false} aria-hidden="true">
            <span />
            <span />
            <span />
          </Burger>
        </MenuLink>
        <Nav id={MENU_ID} aria-label="Navigazione principale" $open={menuOpen}>
          <CloseLink href="#">Chiudi il menu</CloseLink>
          <List ref={listRef}>
            {links.map((item) => (
              <li key={`${item.label} ${item.href}`}>
                <MenuItem
                  item={item}
                  solid={solid}
                  current={pathname === item.href}
                  onSection={(section) => {
                    setMenuOpen(false);
                    goToSection(section);
                  }}
                />
              </li>
            ))}
          </List>
        </Nav>
      </Inner>
    </Bar>
  );
}

/** The donations' section: the menu's call to action. */
const CTA_SECTION = 'supporto';

/** One item: a home section (scrolled to), a page of the site, or an address elsewhere. */
function MenuItem({
  item,
  solid,
  current,
  onSection,
}: {
  item: SiteLink;
  solid: boolean;
  current: boolean;
  onSection: (section: SectionId) => void;
}) {
  const cta = item.section === CTA_SECTION;
  if (item.kind === NavigationKind.Section && item.section) {
    const section = item.section as SectionId;
    return (
      <NavLink
        href={sectionHref(section)}
        $solid={solid}
        $cta={cta}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onSection(section);
        }}
      >
        {item.label}
      </NavLink>
    );
  }
  if (item.kind === NavigationKind.External) {
    return (
      <NavLink href={item.href} $solid={solid} target="_blank" rel="noopener noreferrer">
        {item.label}
        <span className="visually-hidden"> (si apre in una nuova scheda)</span>
      </NavLink>
    );
  }
  return (
    <NavLink
      as={Link}
      to={item.href}
      $solid={solid}
      $cta={cta}
      aria-current={current ? 'page' : undefined}
    >
      {item.label}
    </NavLink>
  );
}

const Bar = styled.header<{ $solid: boolean }>`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${({ theme }) => theme.zIndex.header};
  height: ${({ theme }) => theme.layout.headerHeight};
  background: ${({ $solid, theme }) => ($solid ? theme.colors.white : 'transparent')};
  box-shadow: ${({ $solid, theme }) => ($solid ? theme.shadow.sm : 'none')};
  transition:
    background ${({ theme }) => theme.motion.base},
    box-shadow ${({ theme }) => theme.motion.base};

  ${({ theme }) => theme.media.withoutScripts} {
    position: absolute;
  }
`;

/** Below md, without JavaScript: what the menu's toggle and close button do with it. */
const phoneWithoutScripts = ({ theme }: { theme: Theme }) =>
  `@media (max-width: calc(${theme.breakpoints.md} - 0.02px)) and (scripting: none)`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  height: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.space(6)};
  }
`;

const LogoLink = styled(Link)`
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radius.sm};
  text-decoration: none;
  position: relative;
  z-index: 1;
`;

const MenuToggle = styled.button<{ $solid: boolean }>`
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ $solid, theme }) => ($solid ? theme.colors.text : theme.colors.white)};
  cursor: pointer;

  ${({ theme }) => theme.media.md} {
    display: none;
  }

  ${({ theme }) => theme.media.withoutScripts} {
    display: none;
  }
`;

const MenuLink = styled.a`
  display: none;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.white};

  ${phoneWithoutScripts} {
    display: inline-flex;
  }
`;

const CloseLink = styled.a`
  display: none;
  min-height: 48px;
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.redDark};
  font-weight: 600;

  ${phoneWithoutScripts} {
    display: flex;
  }
`;

const Burger = styled.span<{ $open: boolean }>`
  position: relative;
  width: 24px;
  height: 18px;

  span {
    position: absolute;
    left: 0;
    width: 100%;
    height: 2px;
    border-radius: 2px;
    background: currentColor;
    transition:
      transform ${({ theme }) => theme.motion.base},
      opacity ${({ theme }) => theme.motion.base};
  }
  span:nth-child(1) {
    top: 0;
  }
  span:nth-child(2) {
    top: 8px;
  }
  span:nth-child(3) {
    top: 16px;
  }

  ${({ $open }) =>
    $open &&
    css`
      span:nth-child(1) {
        transform: translateY(8px) rotate(45deg);
      }
      span:nth-child(2) {
        opacity: 0;
      }
      span:nth-child(3) {
        transform: translateY(-8px) rotate(-45deg);
      }
    `}
`;

const Nav = styled.nav<{ $open: boolean }>`
  @media (max-width: calc(${({ theme }) => theme.breakpoints.md} - 0.02px)) {
    position: fixed;
    inset: ${({ theme }) => theme.layout.headerHeight} 0 0;
    overflow-y: auto;
    padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(5)};
    background: ${({ theme }) => theme.colors.white};
    transform: translateX(${({ $open }) => ($open ? '0' : '100%')});
    visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
    transition:
      transform 0.3s ease,
      visibility 0.3s;
  }

  ${phoneWithoutScripts} {
    &:target {
      transform: none;
      visibility: visible;
    }
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const NavLink = styled.a<{ $solid: boolean; $cta?: boolean }>`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 1.25rem;
  font-weight: 600;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    color: ${({ theme }) => theme.colors.redDark};
  }

  ${({ theme }) => theme.media.md} {
    min-height: 44px;
    font-size: 1rem;
    color: ${({ $solid, theme }) => ($solid ? theme.colors.text : theme.colors.white)};

    &:hover {
      color: ${({ $solid, theme }) => ($solid ? theme.colors.redDark : theme.colors.white)};
      text-decoration: underline;
      text-underline-offset: 4px;
    }
  }

  ${({ $cta, $solid, theme }) =>
    $cta &&
    css`
      justify-content: center;
      margin-top: ${theme.space(3)};
      padding: ${theme.space(2)} ${theme.space(5)};
      background: ${theme.colors.red};
      color: ${theme.colors.white};

      &:hover {
        background: ${theme.colors.redDark};
        color: ${theme.colors.white};
      }

      ${theme.media.md} {
        margin: 0 0 0 ${theme.space(2)};
        color: ${theme.colors.white};
        /* Over the red opening bands the button keeps a visible edge. */
        box-shadow: ${$solid ? 'none' : 'inset 0 0 0 2px rgba(255, 255, 255, 0.85)'};

        &:hover {
          color: ${theme.colors.white};
          text-decoration: none;
        }
      }
    `}
`;
