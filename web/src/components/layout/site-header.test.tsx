import { act, fireEvent, screen } from '@testing-library/react';
import { NAV_SCROLLED_THRESHOLD_PX } from '../../config/constants';
import { renderWithProviders } from '../../testing/render-with-providers';
import { NavigationKind } from '../../gql/graphql';
import { NavigationStateProvider } from '../../lib/site-navigation';
import { SiteHeader } from './site-header';

function banner() {
  return screen.getByRole('banner');
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
  act(() => {
    vi.advanceTimersByTime(20);
  });
}

/** Opens the menu and waits for its behaviour, loaded with the first opening (open-menu.ts). */
async function openMenu() {
  fireEvent.click(toggle());
  await act(async () => {
    await import('./open-menu');
  });
  await act(async () => undefined);
}

function toggle() {
  return screen.getByRole('button', { name: /il menu/ });
}

describe('SiteHeader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is transparent at the top and white once scrolled more than 30 px', () => {
    renderWithProviders(<SiteHeader />);
    expect(banner()).toHaveAttribute('data-solid', 'false');
    scrollWindowTo(NAV_SCROLLED_THRESHOLD_PX);
    expect(banner()).toHaveAttribute('data-solid', 'false');
    scrollWindowTo(NAV_SCROLLED_THRESHOLD_PX + 1);
    expect(banner()).toHaveAttribute('data-solid', 'true');
    scrollWindowTo(0);
    expect(banner()).toHaveAttribute('data-solid', 'false');
  });

  it('opened already scrolled, turns white in the next frame, not while the page hydrates', () => {
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      value: NAV_SCROLLED_THRESHOLD_PX + 100,
    });
    renderWithProviders(<SiteHeader />);
    // As the server rendered it: the position is not read in the effect of the first render.
    expect(banner()).toHaveAttribute('data-solid', 'false');
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(banner()).toHaveAttribute('data-solid', 'true');
  });

  it('has the spec items in order, Documenti to /trasparenza and the logo to the home page', () => {
    renderWithProviders(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    const links = Array.from(nav.querySelectorAll('li a'));
    expect(links.map((link) => link.textContent)).toEqual([
      'Corsi',
      'Attività',
      'News',
      'Documenti',
      'Contatti',
      'Donazioni',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/#corsi',
      '/#attivita',
      '/#news',
      '/trasparenza',
      '/#contatti',
      '/#supporto',
    ]);
    expect(screen.getByRole('link', { name: /torna all'inizio/ })).toHaveAttribute('href', '/');
  });

  it('also opens and closes the menu with links, for a phone without JavaScript', () => {
    const { container } = renderWithProviders(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    // Shown only where scripts do not run (CSS): hidden here, found by their attributes.
    const open = container.querySelector('a[aria-label="Apri il menu"]');
    expect(open).not.toBeVisible();
    expect(open).toHaveAttribute('href', `#${nav.id}`);
    expect(screen.getByText('Chiudi il menu')).toHaveAttribute('href', '#');
    expect(toggle()).toHaveAttribute('aria-controls', nav.id);
  });

  it('opens the menu with an accessible toggle and locks page scroll while open', () => {
    renderWithProviders(<SiteHeader />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAccessibleName('Apri il menu');
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAccessibleName('Chiudi il menu');
    expect(document.body).toHaveClass('scroll-locked');
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('closes on a click outside the menu, not on a click inside it', async () => {
    renderWithProviders(
      <>
        <SiteHeader />
        <p>Contenuto della pagina</p>
      </>,
    );
    await openMenu();
    fireEvent.pointerDown(screen.getByRole('list'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByText('Contenuto della pagina'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('closes on Escape and gives the focus back to the toggle', async () => {
    renderWithProviders(<SiteHeader />);
    await openMenu();
    expect(screen.getByRole('link', { name: 'Corsi' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('keeps Tab inside the open menu', async () => {
    renderWithProviders(<SiteHeader />);
    await openMenu();
    const last = screen.getByRole('link', { name: 'Donazioni' });
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(toggle()).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('closes when an item is chosen', () => {
    renderWithProviders(<SiteHeader />);
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('link', { name: 'Documenti' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows the committee's menu: pages and routes in the app, sections, an address elsewhere in a new tab", () => {
    renderWithProviders(
      <NavigationStateProvider
        value={{
          header: [
            { label: 'Diventa volontario', href: '/diventa-volontario', kind: NavigationKind.Page },
            { label: 'Storia', href: '/storia/comitato', kind: NavigationKind.Route },
            {
              label: 'Chi siamo',
              href: '/#chi-siamo',
              kind: NavigationKind.Section,
              section: 'chi-siamo',
            },
            { label: 'CRI', href: 'https://cri.it', kind: NavigationKind.External },
          ],
          footer: [],
        }}
      >
        <SiteHeader />
      </NavigationStateProvider>,
      { route: '/storia/comitato' },
    );
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    const links = Array.from(nav.querySelectorAll('li a'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/diventa-volontario',
      '/storia/comitato',
      '/#chi-siamo',
      'https://cri.it',
    ]);
    expect(screen.getByRole('link', { name: 'Storia' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /^CRI/ })).toHaveAttribute('target', '_blank');
  });
});
