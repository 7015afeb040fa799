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
