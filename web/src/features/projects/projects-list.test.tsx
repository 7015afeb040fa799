import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectCardFragment } from '../../gql/graphql';
import { CurrentUrl, renderWithProviders } from '../../testing/render-with-providers';
import { ProjectsList } from './projects-list';

function project(overrides: Partial<ProjectCardFragment>): ProjectCardFragment {
  return {
    id: '1',
    title: 'Corso',
    description: 'Descrizione',
    category: 'education',
    image: null,
    imageAlt: null,
    startDate: '2026-03-10',
    endDate: '2026-03-24',
    location: 'Sede',
    participants: 20,
    ...overrides,
  };
}

const projects = [
  project({
    id: '1',
    title: 'Primo soccorso di base',
    category: 'education',
    description: 'Le manovre salvavita',
  }),
  project({
    id: '2',
    title: 'Screening della pressione',
    category: 'health',
    description: 'In piazza con i volontari',
  }),
  project({
    id: '3',
    title: 'Raccolta alimentare',
    category: 'social',
    description: 'Pacchi per le FAMIGLIE in difficoltà',
  }),
];

/** The list at a URL of the page, with the URL shown beside it. */
function renderList(route = '/progetti') {
  return renderWithProviders(
    <>
      <ProjectsList projects={projects} loading={false} error={false} />
      <CurrentUrl />
    </>,
    { route },
  );
}

function url() {
  return screen.getByTestId('url');
}

function cardTitles() {
  return screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
}

describe('ProjectsList', { timeout: 15_000 }, () => {
  it('shows the loading text while loading', () => {
    renderWithProviders(<ProjectsList projects={[]} loading error={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento progetti...');
  });

  it('replaces the content with the red error text on failure', () => {
    renderWithProviders(<ProjectsList projects={projects} loading={false} error />);
    expect(screen.getByRole('alert')).toHaveTextContent('Errore nel caricamento dei progetti');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links every card to its detail page', () => {
    renderWithProviders(<ProjectsList projects={projects} loading={false} error={false} />);
    expect(screen.getByRole('link', { name: 'Primo soccorso di base' })).toHaveAttribute(
      'href',
      '/progetti/1',
    );
    expect(screen.getByText('Educazione')).toBeInTheDocument();
    expect(screen.getAllByText('dal 10 marzo 2026 al 24 marzo 2026')).toHaveLength(3);
  });

  it('searches title or description, ignoring case', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProjectsList projects={projects} loading={false} error={false} />);
    const search = screen.getByRole('searchbox', { name: 'Cerca un progetto' });

    await user.type(search, 'PRIMO');
    expect(cardTitles()).toEqual(['Primo soccorso di base']);

    await user.clear(search);
    await user.type(search, 'famiglie');
    expect(cardTitles()).toEqual(['Raccolta alimentare']);
  });

  it('offers Tutti, Formazione, Salute, Emergenza, Sociale as links that filter by category', async () => {
    const user = userEvent.setup();
    renderList('/progetti?q=primo');
    const group = screen.getByRole('group', { name: 'Categoria' });
    const links = within(group).getAllByRole('link');
    expect(links.map((b) => b.textContent)).toEqual([
      'Tutti',
      'Formazione',
      'Salute',
      'Emergenza',
      'Sociale',
    ]);
    // Links that work without JavaScript, keeping the search.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/progetti?q=primo',
      '/progetti?q=primo&categoria=formazione',
      '/progetti?q=primo&categoria=salute',
      '/progetti?q=primo&categoria=emergenza',
      '/progetti?q=primo&categoria=sociale',
    ]);
    expect(within(group).getByRole('link', { name: 'Tutti' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.clear(screen.getByRole('searchbox'));
    await user.click(within(group).getByRole('link', { name: 'Formazione' }));
    expect(cardTitles()).toEqual(['Primo soccorso di base']);
    expect(url()).toHaveTextContent(/^\/progetti\?categoria=formazione$/);
    expect(url()).toHaveAttribute('data-navigation', 'REPLACE');
    expect(within(group).getByRole('link', { name: 'Formazione' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(group).getByRole('link', { name: 'Salute' }));
    expect(cardTitles()).toEqual(['Screening della pressione']);
    await user.click(within(group).getByRole('link', { name: 'Tutti' }));
    expect(cardTitles()).toHaveLength(3);
    expect(url()).toHaveTextContent(/^\/progetti$/);
  });

  it('tells an empty category apart from a search without results', async () => {
    const user = userEvent.setup();
    renderList();

    await user.click(screen.getByRole('link', { name: 'Emergenza' }));
    expect(screen.getByRole('heading', { name: 'Nessun progetto trovato' })).toBeInTheDocument();
    expect(screen.getByText('Prova a selezionare una categoria diversa')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Sociale' }));
    await user.type(screen.getByRole('searchbox'), 'defibrillatore');
    expect(
      screen.getByText('Nessun progetto trovato con i criteri di ricerca selezionati.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Prova a selezionare una categoria diversa')).not.toBeInTheDocument();
    expect(url()).toHaveTextContent('/progetti?categoria=sociale&q=defibrillatore');
  });

  it('renders the search and the category the URL asks for, in any case', () => {
    renderList('/progetti?q=PIAZZA&categoria=Salute');
    expect(screen.getByRole('searchbox', { name: 'Cerca un progetto' })).toHaveValue('PIAZZA');
    expect(screen.getByRole('link', { name: 'Salute' })).toHaveAttribute('aria-current', 'page');
    expect(cardTitles()).toEqual(['Screening della pressione']);
  });

  it.each(['tutti', 'education', 'sconosciuta', '', '%00'])(
    'reads ?categoria=%s as Tutti',
    (param) => {
      renderList(`/progetti?categoria=${param}`);
      expect(screen.getByRole('link', { name: 'Tutti' })).toHaveAttribute('aria-current', 'page');
      expect(cardTitles()).toHaveLength(3);
    },
  );

  it('is a GET form that keeps the category when the search is sent', () => {
    renderList('/progetti?categoria=sociale&q=famiglie');
    const form = screen.getByRole('search', { name: 'Filtra i progetti' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/progetti');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      q: 'famiglie',
      categoria: 'sociale',
    });
    expect(within(form).getByRole('button', { name: 'Cerca' })).toHaveAttribute('type', 'submit');
  });
});
