import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { readSearch, searchParamReader, type ParamReaders } from './list-params';
import { useListParams, useUrlField } from './use-list-params';

const READERS: ParamReaders = {
  q: searchParamReader,
  categoria: (value) => (value === 'Bilanci' ? value : null),
  pagina: (value) => value,
};

/** A search box kept in ?q=, with the router's URL beside it. */
function SearchBox() {
  const list = useListParams(READERS);
  const [text, setText] = useUrlField(list, 'q', readSearch);
  const navigate = useNavigate();
  return (
    <>
      <input aria-label="Cerca" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={() => list.update({ categoria: 'Bilanci' })}>
        Bilanci
      </button>
      <button type="button" onClick={() => navigate('/lista?q=statuto')}>
        Link
      </button>
      <span data-testid="url">{list.hrefWith({})}</span>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/lista', element: <SearchBox /> }], {
    initialEntries: ['/altro', url],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useUrlField', () => {
  it('shows the URL, writes every change to it replacing the entry, back to page 1', async () => {
    const user = userEvent.setup();
    const router = renderAt('/lista?q=bil&pagina=3');
    const box = screen.getByRole('textbox', { name: 'Cerca' });
    expect(box).toHaveValue('bil');
    await user.type(box, 'ancio');
    expect(box).toHaveValue('bilancio');
    expect(router.state.location.search).toBe('?q=bilancio');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({ inPlace: true, source: 'q' });
  });

  it('builds a change on the last URL written, and follows URLs written otherwise', async () => {
    const user = userEvent.setup();
    const router = renderAt('/lista');
    const box = screen.getByRole('textbox', { name: 'Cerca' });
    await user.type(box, 'bilancio');
    await user.click(screen.getByRole('button', { name: 'Bilanci' }));
    expect(router.state.location.search).toBe('?q=bilancio&categoria=Bilanci');
    expect(box).toHaveValue('bilancio');

    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(box).toHaveValue('statuto');

    // Back: the box shows the URL it returns to.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=bilancio&categoria=Bilanci');
    expect(box).toHaveValue('bilancio');
  });

  it("keeps the page's own parameters only, as it writes them", async () => {
    const user = userEvent.setup();
    const router = renderAt(`/lista?utm=x&categoria=${'z'.repeat(3000)}&q=bil&q=ancio`);
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/lista\?q=bil$/);
    await user.click(screen.getByRole('button', { name: 'Bilanci' }));
    expect(router.state.location.search).toBe('?q=bil&categoria=Bilanci');
  });

  it('does not read back its own URLs: a URL that arrives late does not undo a letter', async () => {
    const user = userEvent.setup();
    const router = renderAt('/lista');
    const box = screen.getByRole('textbox', { name: 'Cerca' });
    await user.type(box, 'ab');
    // A URL the box wrote, shown after the next letter was typed.
    await act(() =>
      router.navigate('/lista?q=a', { replace: true, state: { inPlace: true, source: 'q' } }),
    );
    expect(box).toHaveValue('ab');
  });
});
