import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALENDLY_BASE_URL } from '../../config/constants';
import type { ProjectCategory } from '../../gql/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { calendlyUrl } from './booking-dialog';
import { ProjectDetail } from './project-detail';
import { sampleProject } from './sample-project';

const DIALOG_TEXT = 'Stai per essere reindirizzato a Calendly, ne sei sicuro?';

describe('ProjectDetail', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows title, Educazione badge, description and the back buttons', () => {
    renderWithProviders(<ProjectDetail project={sampleProject} loading={false} failed={false} />);
    expect(
      screen.getByRole('heading', { level: 1, name: sampleProject.title }),
    ).toBeInTheDocument();
    expect(screen.getByText('Educazione')).toBeInTheDocument();
    expect(screen.getByText(/Un corso aperto a tutti/)).toBeInTheDocument();
    const back = screen.getAllByRole('link', { name: /Torna ai progetti/ });
    expect(back.length).toBeGreaterThanOrEqual(2);
    back.forEach((link) => expect(link).toHaveAttribute('href', '/progetti'));
  });

  it.each<[ProjectCategory, string]>([
    ['social', 'Sociale'],
    ['health', 'Salute'],
    ['emergency', 'Emergenza'],
    ['other', 'Altro'],
  ])('maps the category %s to the badge %s', (category, label) => {
    renderWithProviders(
      <ProjectDetail project={{ ...sampleProject, category }} loading={false} failed={false} />,
    );
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('asks for confirmation and cancels on Annulla and on Escape without opening Calendly', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<ProjectDetail project={sampleProject} loading={false} failed={false} />);

    await user.click(screen.getByRole('link', { name: 'Prenota un posto' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(DIALOG_TEXT);
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Prenota un posto' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens https://calendly.com/<calendlyId> in a new tab without opener on Conferma', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<ProjectDetail project={sampleProject} loading={false} failed={false} />);

    await user.click(screen.getByRole('link', { name: 'Prenota un posto' }));
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(
      `${CALENDLY_BASE_URL}/${sampleProject.calendlyId}`,
      '_blank',
      expect.stringContaining('noopener'),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('links the booking button to the Calendly page, for a visitor without JavaScript', () => {
    renderWithProviders(<ProjectDetail project={sampleProject} loading={false} failed={false} />);
    const book = screen.getByRole('link', { name: 'Prenota un posto' });
    expect(book).toHaveAttribute('href', `${CALENDLY_BASE_URL}/${sampleProject.calendlyId}`);
    expect(book).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('builds the Calendly address from the id, encoding each segment', () => {
    expect(calendlyUrl('crivaldoria/blsd')).toBe('https://calendly.com/crivaldoria/blsd');
    expect(calendlyUrl(' /comitato/corso base/ ')).toBe(
      'https://calendly.com/comitato/corso%20base',
    );
  });

  it('shows the not-found box with a back button for an unknown project', () => {
    renderWithProviders(<ProjectDetail project={null} loading={false} failed={false} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Progetto non trovato' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Il progetto che stai cercando non esiste o è stato rimosso.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Errore nel caricamento del progetto')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Torna ai progetti/ })[0]).toHaveAttribute(
      'href',
      '/progetti',
    );
  });

  it('adds the error text to the not-found box when the call failed', () => {
    renderWithProviders(<ProjectDetail project={null} loading={false} failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Errore nel caricamento del progetto');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Progetto non trovato' }),
    ).toBeInTheDocument();
  });
});
