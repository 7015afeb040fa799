import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SESSION_KEYS } from '../../config/constants';
import { inPlaceState, SHOWS_TARGET_ATTRIBUTE } from '../../lib/scroll';
import { resetScrollMemory } from '../../lib/scroll-memory';
import { useHashScroll } from './use-hash-scroll';

function Page() {
  useHashScroll();
  return (
    <>
      <a href="#contatti">Contatti</a>
      <a href="#membro-1" {...{ [SHOWS_TARGET_ATTRIBUTE]: true }}>
        Laura Conti
      </a>
    </>
  );
}

function click(element: HTMLElement): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  element.dispatchEvent(event);
  return event;
}

describe('useHashScroll', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    resetScrollMemory();
  });

  it('starts a new page at the top, and leaves a page changed in place where it is', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
      initialEntries: ['/trasparenza'],
    });
    render(<RouterProvider router={router} />);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

    await act(() => router.navigate('/trasparenza?pagina=2', { state: inPlaceState() }));
    await act(() =>
      router.navigate('/trasparenza?q=bilancio', { replace: true, state: inPlaceState('q') }),
    );
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/news'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the position of the moment the page is left, even before its scroll event', () => {
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
      initialEntries: ['/trasparenza'],
    });
    render(<RouterProvider router={router} />);
    // Scrolled, and left (a reload) before the browser sent the scroll event.
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(400);
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(sessionStorage.getItem(SESSION_KEYS.scrollPositions) ?? '[]');
    expect(stored).toContainEqual([router.state.location.key, 400]);
  });

  it('routes in-page hash links, but leaves links to :target content to the browser', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
      initialEntries: ['/'],
    });
    const { getByText } = render(<RouterProvider router={router} />);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

    expect(click(getByText('Laura Conti')).defaultPrevented).toBe(false);
    expect(router.state.location.hash).toBe('');

    await act(async () => {
      expect(click(getByText('Contatti')).defaultPrevented).toBe(true);
    });
    expect(router.state.location.hash).toBe('#contatti');
  });
});
