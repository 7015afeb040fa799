import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { activities } from '../../content/activities';
import { renderWithProviders } from '../../testing/render-with-providers';
import ActivityPage from './activity-page';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/attivita" element={<ActivityPage />} />
      <Route path="/attivita/:id" element={<ActivityPage />} />
    </Routes>,
    { route },
  );
}

describe('ActivityPage', () => {
  it('has the five built-in activities with their categories', () => {
    expect(activities.map((activity) => activity.id)).toEqual([1, 2, 3, 4, 5]);
    for (const activity of activities) {
      expect(['Sociale', 'Emergenza', 'Giovani']).toContain(activity.category);
      expect(['small', 'medium', 'large']).toContain(activity.size);
    }
    expect(activities[1].description).toContain('dai 14 ai 32 anni');
    expect(activities[2].title).toContain('118');
  });

  it("shows 'Caricamento...' and then the sanitised full description", async () => {
    renderAt('/attivita/3');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(activities[2].title);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento...');
    expect(await screen.findByRole('heading', { name: 'Come lavoriamo' })).toBeInTheDocument();
    expect(screen.getByText(activities[2].category)).toBeInTheDocument();
    expect(screen.getByText(activities[2].description)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: /Torna alle attività/ })) {
      expect(link).toHaveAttribute('href', '/#attivita');
    }
  });

  it('shows activity 1 when the id is missing', () => {
    renderAt('/attivita');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(activities[0].title);
  });

  it("shows 'Attività non trovata' with a back link for an unknown id", () => {
    renderAt('/attivita/99');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Attività non trovata');
    expect(screen.getByRole('link', { name: /Torna alle attività/ })).toHaveAttribute(
      'href',
      '/#attivita',
    );
    renderAt('/attivita/abc');
    expect(screen.getAllByText('Attività non trovata')).toHaveLength(2);
  });
});
