import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  DONATION_POPUP_DELAY_MS,
  POPUP_SCROLL_DELAY_MS,
  SESSION_KEYS,
  SMOOTH_SCROLL_DURATION_MS,
  SMOOTH_SCROLL_OFFSET_PX,
} from '../../config/constants';
import { sections } from '../../config/paths';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DonationPopupHost } from './donation-popup-host';

const SUPPORT_TOP = 2400;

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${hash}`}</p>;
}

function renderSite(route = '/') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<section id={sections.support}>Sostienici</section>} />
        <Route path="*" element={<p>Altra pagina</p>} />
      </Routes>
      <Where />
      <DonationPopupHost />
    </>,
    { route },
  );
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function popup() {
  return vi.waitFor(() => screen.getByRole('dialog', { name: 'Sostieni la Nostra Causa' }));
}

describe('DonationPopupHost', () => {
  // The popup is a lazy chunk: load it once up front so React resolves it inside act().
  beforeAll(async () => {
    await import('./donation-popup');
  });

  let scrollTo: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const top = this.id === sections.support ? SUPPORT_TOP : 0;
      return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top } as DOMRect;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('appears 10 s after load', async () => {
    renderSite();
    await advance(DONATION_POPUP_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1);
    expect(await popup()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scopri Come Aiutarci' })).toBeInTheDocument();
  });

  it('appears only once per browser session', async () => {
    const first = renderSite();
    await advance(DONATION_POPUP_DELAY_MS);
    await popup();
    expect(sessionStorage.getItem(SESSION_KEYS.donationPopupShown)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Forse più tardi' }));
    first.unmount();

    renderSite();
    await advance(DONATION_POPUP_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("closes with 'Forse più tardi', with X and with a backdrop click", async () => {
    for (const close of [
      () => fireEvent.click(screen.getByRole('button', { name: 'Forse più tardi' })),
      () => fireEvent.click(screen.getByRole('button', { name: 'Chiudi' })),
      () => fireEvent.mouseDown(screen.getByTestId('modal-backdrop')),
    ]) {
      sessionStorage.clear();
      const view = renderSite();
      await advance(DONATION_POPUP_DELAY_MS);
      await popup();
      close();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it("'Scopri Come Aiutarci' closes, then after 300 ms scrolls smoothly to the support section", async () => {
    renderSite();
    await advance(DONATION_POPUP_DELAY_MS);
    await popup();
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Scopri Come Aiutarci' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await advance(POPUP_SCROLL_DELAY_MS - 1);
    expect(scrollTo).not.toHaveBeenCalled();
    await advance(1 + SMOOTH_SCROLL_DURATION_MS / 2);
    expect(scrollTo).toHaveBeenCalled();
    expect(scrollTo.mock.lastCall?.[1]).toBeLessThan(SUPPORT_TOP + SMOOTH_SCROLL_OFFSET_PX);
    await advance(SMOOTH_SCROLL_DURATION_MS);
    expect(scrollTo).toHaveBeenLastCalledWith(0, SUPPORT_TOP + SMOOTH_SCROLL_OFFSET_PX);
  });

  it('leads to /#supporto from another page', async () => {
    renderSite('/news');
    await advance(DONATION_POPUP_DELAY_MS);
    await popup();
    fireEvent.click(screen.getByRole('button', { name: 'Scopri Come Aiutarci' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/#supporto');
  });
});
