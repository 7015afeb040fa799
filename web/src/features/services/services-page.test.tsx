import { screen, waitFor, within } from '@testing-library/react';
import { committeeFixture as committee } from '../../testing/committee-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ServicesView, type ServiceCard } from './services-page';

const services: readonly ServiceCard[] = [
  {
    id: '1',
    title: 'Trasporto Sanitario',
    category: 'Sanitario',
    summary: 'Accompagniamo chi deve raggiungere ospedali e ambulatori.',
    body: '',
    features: ['Visite e terapie', 'Mezzi attrezzati', 'Equipaggi formati'],
    icon: 'ambulance',
    isNew: false,
  },
  {
    id: '2',
    title: 'Assistenza Domiciliare',
    category: 'Sociale',
    summary: 'Raggiungiamo a casa anziani e persone fragili.',
    body: '<p>Il servizio è <strong>gratuito</strong>.</p><script>window.hacked = true</script>',
    features: ['Consegna di farmaci', 'Visite di compagnia'],
    icon: 'home',
    isNew: true,
  },
  {
    id: '3',
    title: 'Telesoccorso',
    category: 'Emergenza',
    summary: 'Un pulsante per chiedere aiuto a ogni ora.',
    body: '',
    features: [],
    icon: 'cross',
    isNew: false,
  },
];

describe('/servizi', () => {
  it('shows the services from data: category, features, Novità, body and booking link', () => {
    renderWithProviders(<ServicesView services={services} loading={false} failed={false} />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    cards.forEach((card, i) => {
      const service = services[i];
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(service.title);
      expect(within(card).getByText(service.category)).toBeInTheDocument();
      expect(within(card).getByText(service.summary)).toBeInTheDocument();
      expect(within(card).queryAllByRole('listitem')).toHaveLength(service.features.length);
      const book = within(card).getByRole('link', { name: /Prenota Servizio/ });
      expect(book).toHaveTextContent('Prenota Servizio');
      expect(book).toHaveAttribute('href', '/#prenota-servizio');
      expect(card.querySelector('svg path')?.getAttribute('d')).toBeTruthy();
    });
    expect(within(cards[1]).getByText('Novità')).toBeInTheDocument();
    expect(within(cards[0]).queryByText('Novità')).not.toBeInTheDocument();
    expect(within(cards[1]).getByText('gratuito').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    // Each card draws its own icon.
    expect(cards[2].querySelector('svg path')).toHaveAttribute(
      'd',
      'M9 3h6v6h6v6h-6v6H9v-6H3V9h6Z',
    );
    expect(cards[0].querySelector('svg path')?.getAttribute('d')).not.toBe(
      cards[2].querySelector('svg path')?.getAttribute('d'),
    );
  });

  it('says so when the services cannot be loaded', () => {
    renderWithProviders(<ServicesView services={undefined} loading={false} failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('I servizi non sono disponibili');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('has the 24/7 help box with the toll-free number and the service area', () => {
    renderWithProviders(<ServicesView services={services} loading={false} failed={false} />);
    const help = screen.getByRole('region', { name: /24 ore su 24, 7 giorni su 7/ });
    expect(within(help).getByRole('link', { name: /Numero verde/ })).toHaveAttribute(
      'href',
      `tel:${committee.bookingPhone!.replace(/\s/g, '')}`,
    );
    expect(help).toHaveTextContent('Chiama il numero verde gratuito');
    expect(help).toHaveTextContent(committee.serviceArea);
  });

  it('says neither 24/7 nor toll-free of a committee whose switchboard keeps hours and whose number is not free', async () => {
    renderWithProviders(<ServicesView services={services} loading={false} failed={false} />, {
      committee: {
        status: 'ready',
        settings: {
          ...committee,
          switchboardAlwaysOpen: false,
          switchboardHours: 'dal lunedì al venerdì, dalle 8 alle 18',
          bookingPhone: '0234 100200',
          bookingPhoneTollFree: false,
        },
      },
    });
    const help = screen.getByRole('region', { name: 'Siamo a tua disposizione' });
    expect(help).toHaveTextContent('Orari del centralino: dal lunedì al venerdì, dalle 8 alle 18.');
    expect(within(help).getByRole('link', { name: /Prenotazioni/ })).toHaveAttribute(
      'href',
      'tel:0234100200',
    );
    expect(help.textContent).not.toMatch(/24 ore su 24|numero verde|gratuito/i);
    // The head's tags are written by code loaded at the page's first change (lib/head-update).
    const descriptionOf = () =>
      document.querySelector('meta[name="description"]')?.getAttribute('content');
    await waitFor(() => expect(descriptionOf()).toContain('Prenotazioni 0234 100200.'));
    const description = descriptionOf();
    expect(description).not.toMatch(/24 ore|Numero verde/);
  });
});
