import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  SECTION_RETRY_INTERVAL_MS,
  SMOOTH_SCROLL_DURATION_MS,
  SMOOTH_SCROLL_OFFSET_PX,
} from '../config/constants';
import { renderWithProviders } from '../testing/render-with-providers';
import { useSectionNavigation } from './use-section-navigation';

const SECTION_TOP = 3000;

/** A home page whose sections appear later, as when its chunk is still loading. */
function SlowHome() {
  const [ready, setReady] = useState(false);
  return ready ? (
    <section id="corsi">Corsi</section>
  ) : (
    <button type="button" onClick={() => setReady(true)}>
      carica
    </button>
  );
}

function NavButton() {
  const goToSection = useSectionNavigation();
  const { pathname } = useLocation();
  return (
    <button type="button" data-path={pathname} onClick={() => goToSection('corsi')}>
      Corsi
    </button>
  );
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <NavButton />
      <Routes>
        <Route path="/" element={<SlowHome />} />
        <Route path="*" element={<p>Altra pagina</p>} />
      </Routes>
    </>,
    { route },
  );
}

describe('useSectionNavigation', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return { top: this.id === 'corsi' ? SECTION_TOP : 0 } as DOMRect;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('from another route goes to / and scrolls once the section exists, retrying every 100 ms', async () => {
    renderAt('/news');
    fireEvent.click(screen.getByRole('button', { name: 'Corsi' }));
    expect(screen.getByRole('button', { name: 'Corsi' })).toHaveAttribute('data-path', '/');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(SECTION_RETRY_INTERVAL_MS * 3);
    });
    expect(scrollTo).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'carica' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SECTION_RETRY_INTERVAL_MS + SMOOTH_SCROLL_DURATION_MS + 50);
    });
    expect(scrollTo).toHaveBeenLastCalledWith(0, SECTION_TOP + SMOOTH_SCROLL_OFFSET_PX);
  });

  it('on / smooth-scrolls to the section (500 ms, -80 px)', async () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'carica' }));
    fireEvent.click(screen.getByRole('button', { name: 'Corsi' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SMOOTH_SCROLL_DURATION_MS / 2);
    });
    expect(scrollTo.mock.lastCall?.[1]).toBeLessThan(SECTION_TOP + SMOOTH_SCROLL_OFFSET_PX);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SMOOTH_SCROLL_DURATION_MS / 2 + 50);
    });
    expect(scrollTo).toHaveBeenLastCalledWith(0, SECTION_TOP + SMOOTH_SCROLL_OFFSET_PX);
  });
});
