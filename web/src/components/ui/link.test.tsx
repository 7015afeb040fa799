import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { CurrentUrl, renderWithProviders } from '../../testing/render-with-providers';
import { Link } from './link';

function CurrentState() {
  const { state } = useLocation();
  return <span data-testid="state">{JSON.stringify(state)}</span>;
}

function renderLink(link: React.ReactElement, route = '/') {
  return renderWithProviders(
    <>
      {link}
      <CurrentUrl />
      <CurrentState />
    </>,
    { route },
  );
}

describe('Link', () => {
  it("has the route's href, also for a path given as an object", () => {
    renderLink(<Link to={{ pathname: '/', hash: '#sostienici' }}>Sostienici</Link>);
    expect(screen.getByRole('link', { name: 'Sostienici' })).toHaveAttribute(
      'href',
      '/#sostienici',
    );
  });

  it('navigates in the app on a plain click, as a new history entry with its state', () => {
    const onClick = vi.fn();
    renderLink(
      <Link to="/news?pagina=2" state={{ inPlace: true }} onClick={onClick}>
        News
      </Link>,
    );
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(screen.getByRole('link', { name: 'News' }), event);
    expect(event.defaultPrevented).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('url')).toHaveTextContent('/news?pagina=2');
    expect(screen.getByTestId('url')).toHaveAttribute('data-navigation', 'PUSH');
    expect(screen.getByTestId('state')).toHaveTextContent('{"inPlace":true}');
  });

  it('replaces the history entry when told to, or when the link is to the current page', () => {
    renderLink(
      <>
        <Link to="/progetti" replace>
          Progetti
        </Link>
        <Link to="/news">Qui</Link>
      </>,
      '/news',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Qui' }));
    expect(screen.getByTestId('url')).toHaveAttribute('data-navigation', 'REPLACE');
    fireEvent.click(screen.getByRole('link', { name: 'Progetti' }));
    expect(screen.getByTestId('url')).toHaveTextContent('/progetti');
    expect(screen.getByTestId('url')).toHaveAttribute('data-navigation', 'REPLACE');
  });

  it('leaves to the browser a click with a modifier key, or on a link with another target', () => {
    // What the page did with each click, read after the link's handler; then the click is
    // stopped there, as jsdom cannot open another document.
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    onTestFinished(() => document.removeEventListener('click', record));
    renderLink(
      <>
        <Link to="/news">News</Link>
        <Link to="/trasparenza" target="_blank">
          Documenti
        </Link>
      </>,
    );
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      fireEvent(
        screen.getByRole('link', { name: 'News' }),
        new MouseEvent('click', { bubbles: true, cancelable: true, ...init }),
      );
    }
    fireEvent.click(screen.getByRole('link', { name: 'Documenti' }));
    expect(leftToBrowser).toEqual([true, true, true, true, true]);
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/$/);
  });

  it('stays put when its own onClick prevents the navigation', () => {
    renderLink(
      <Link to="/news" onClick={(event) => event.preventDefault()}>
        News
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'News' }));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/$/);
  });

  it('passes its ref and the anchor attributes on', () => {
    const ref = { current: null as HTMLAnchorElement | null };
    renderLink(
      <Link to="/news" ref={ref} className="card" aria-current="page">
        News
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'News' });
    expect(ref.current).toBe(link);
    expect(link).toHaveClass('card');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});
