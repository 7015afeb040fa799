import { screen, within } from '@testing-library/react';
import { committee } from '../../config/committee';
import { renderWithProviders } from '../../testing/render-with-providers';
import ServicesPage from './services-page';

describe('/servizi', () => {
  it('shows the three services with category, three features and a booking link', () => {
    renderWithProviders(<ServicesPage />);
    const expected = [
      ['Trasporto Sanitario', 'Sanitario'],
      ['Assistenza Domiciliare', 'Sociale'],
      ['Assistenza Sanitaria', 'Emergenza'],
    ];
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    cards.forEach((card, i) => {
      const [title, category] = expected[i];
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(title);
      expect(within(card).getByText(category)).toBeInTheDocument();
      expect(within(card).getAllByRole('listitem')).toHaveLength(3);
      const book = within(card).getByRole('link', { name: /Prenota Servizio/ });
      expect(book).toHaveTextContent('Prenota Servizio');
      expect(book).toHaveAttribute('href', '/#prenota-servizio');
    });
    expect(within(cards[1]).getByText('Novità')).toBeInTheDocument();
    expect(within(cards[0]).queryByText('Novità')).not.toBeInTheDocument();
  });

  it('has the 24/7 help box with the toll-free number and the service area', () => {
    renderWithProviders(<ServicesPage />);
    const help = screen.getByRole('region', { name: /24 ore su 24, 7 giorni su 7/ });
    expect(within(help).getByRole('link', { name: /Numero verde/ })).toHaveAttribute(
      'href',
      `tel:${committee.tollFreePhone.replace(/\s/g, '')}`,
    );
    expect(help).toHaveTextContent(committee.serviceArea);
  });
});
