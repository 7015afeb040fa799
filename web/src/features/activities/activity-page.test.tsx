import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ActivityView, activityRouteId, type ActivityDetail } from './activity-page';

const activity: ActivityDetail = {
  id: '3',
  title: 'Soccorso in emergenza con il 118',
  category: 'Emergenza',
  summary: 'Equipaggi pronti a partire giorno e notte.',
  body: '<h2>Come lavoriamo</h2><p>Turni <strong>24 ore su 24</strong>.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
  location: 'Postazione 118 di Montelago',
  image: '/uploads/soccorso.webp',
  imageAlt: 'Un’ambulanza in servizio',
};

describe('/attivita/:id', () => {
  it('takes the id from the route, 1 when missing, none when malformed', () => {
    expect(activityRouteId(undefined)).toBe('1');
    expect(activityRouteId('3')).toBe('3');
    for (const bad of ['abc', '0', '-3', '1.5', '3abc', '99999999999']) {
      expect(activityRouteId(bad)).toBeNull();
    }
  });

  it('shows the activity with its sanitised rich text and the way back', () => {
    renderWithProviders(<ActivityView activity={activity} loading={false} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(activity.title);
    expect(screen.getByText(activity.category)).toBeInTheDocument();
    expect(screen.getByText(activity.summary)).toBeInTheDocument();
    expect(screen.getByText(activity.location!)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Come lavoriamo' })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    for (const link of screen.getAllByRole('link', { name: /Torna alle attività/ })) {
      expect(link).toHaveAttribute('href', '/#attivita');
    }
    expect(document.title).toBe(`${activity.title} | Croce Rossa Italiana – Comitato di Montelago`);
  });

  it("shows 'Caricamento...' while the activity loads", () => {
    renderWithProviders(<ActivityView activity={null} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento...');
    expect(screen.queryByText('Attività non trovata')).not.toBeInTheDocument();
  });

  it("shows 'Attività non trovata' with a back link for an unknown id", () => {
    renderWithProviders(<ActivityView activity={null} loading={false} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Attività non trovata');
    expect(screen.getByRole('link', { name: /Torna alle attività/ })).toHaveAttribute(
      'href',
      '/#attivita',
    );
  });
});
