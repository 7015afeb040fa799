import { screen, within } from '@testing-library/react';
import { committeeFixture as committee } from '../../testing/committee-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('shows the contacts from the settings and only the social networks they name', () => {
    renderWithProviders(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Via del Soccorso 3, 20100 Montelago (ML)');
    expect(within(footer).getByRole('link', { name: committee.phone })).toHaveAttribute(
      'href',
      'tel:0234567890',
    );
    expect(within(footer).getByRole('link', { name: committee.email })).toHaveAttribute(
      'href',
      `mailto:${committee.email}`,
    );
    expect(footer).toHaveTextContent(`${committee.name} · C.F. ${committee.fiscalCode}`);
    expect(screen.getAllByText('Comitato di Montelago').length).toBeGreaterThan(0);

    const socials = within(screen.getByRole('list', { name: 'Social network' })).getAllByRole(
      'link',
    );
    expect(socials.map((link) => link.getAttribute('href'))).toEqual([
      committee.socials.facebook,
      committee.socials.youtube,
      committee.socials.linkedin,
    ]);
    expect(socials[2]).toHaveAccessibleName('LinkedIn (si apre in una nuova scheda)');
  });

  it('links the privacy notice and the accessibility statement', () => {
    renderWithProviders(<SiteFooter />);
    expect(screen.getByRole('link', { name: 'Informativa sulla privacy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Dichiarazione di accessibilità' })).toHaveAttribute(
      'href',
      '/accessibilita',
    );
  });

  it("shows the committee's quick links and credits, and its booking number as what it is", () => {
    renderWithProviders(<SiteFooter />);
    const quick = within(screen.getByRole('navigation', { name: 'Link rapidi' }));
    const links = quick
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]);
    expect(links).toEqual([
      ['Corsi e progetti', '/progetti', null],
      ['Diventa volontario', '/#attivita', null],
      [
        'Protezione civile (si apre in una nuova scheda)',
        'https://www.protezionecivile.gov.it',
        '_blank',
      ],
      [
        'Croce Rossa Italiana nazionale (si apre in una nuova scheda)',
        committee.nationalSiteUrl,
        '_blank',
      ],
    ]);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(
      `${committee.name} · C.F. ${committee.fiscalCode} · Sito curato dal gruppo comunicazione`,
    );
    expect(footer).toHaveTextContent(`Numero verde: ${committee.bookingPhone}`);
    expect(footer).not.toHaveTextContent('Sito realizzato dai volontari');
  });

  it('calls a booking line that is not free "Prenotazioni", and shows no credits the committee has not written', () => {
    renderWithProviders(<SiteFooter />, {
      committee: {
        status: 'ready',
        settings: {
          ...committee,
          bookingPhone: '0234 100200',
          bookingPhoneTollFree: false,
          footerCredits: null,
          footerLinks: [],
        },
      },
    });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Prenotazioni: 0234 100200');
    expect(footer).not.toHaveTextContent('Numero verde');
    expect(footer).toHaveTextContent(`${committee.name} · C.F. ${committee.fiscalCode}`);
    expect(footer).not.toHaveTextContent('Sito curato');
    expect(
      within(screen.getByRole('navigation', { name: 'Link rapidi' })).getAllByRole('link'),
    ).toHaveLength(1);
  });

  it('shows no committee value while the settings load, and keeps its lines', () => {
    renderWithProviders(<SiteFooter />, { committee: { status: 'loading' } });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveAttribute('aria-busy', 'true');
    expect(footer).not.toHaveTextContent('Montelago');
    expect(footer.querySelectorAll('address p')).toHaveLength(4);
    expect(within(footer).queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });

  it('shows an Italian message where the contacts go when the settings cannot be read', () => {
    renderWithProviders(<SiteFooter />, { committee: { status: 'error' } });
    expect(screen.getByRole('status')).toHaveTextContent(
      'I dati del comitato non sono disponibili in questo momento. Riprova tra poco.',
    );
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });
});
