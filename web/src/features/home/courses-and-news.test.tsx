import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { CoursesCarousel } from './courses-section';
import { FALLBACK_NEWS, NewsBlock, type NewsCard } from './news-section';
import { SAMPLE_PROJECTS } from './sample-projects';

describe('CoursesCarousel', () => {
  it('shows the six built-in sample projects when the list is empty', () => {
    renderWithProviders(
      <CoursesCarousel projects={[]} loading={false} failed={false} onRetry={vi.fn()} />,
    );
    const list = screen.getByRole('list', { name: 'Corsi e progetti' });
    expect(within(list).getAllByRole('article')).toHaveLength(6);
    expect(SAMPLE_PROJECTS).toHaveLength(6);
    expect(within(list).getByRole('link', { name: SAMPLE_PROJECTS[0].title })).toHaveAttribute(
      'href',
      '/progetti/test',
    );
  });

  it('links each project to /progetti/{id} with its category badge', () => {
    renderWithProviders(
      <CoursesCarousel
        projects={[
          {
            id: '42',
            title: 'Corso BLSD',
            description: 'Defibrillatore',
            category: 'health',
            startDate: '2026-05-10',
          },
        ]}
        loading={false}
        failed={false}
        onRetry={vi.fn()}
      />,
    );
    expect(screen.getByRole('link', { name: 'Corso BLSD' })).toHaveAttribute(
      'href',
      '/progetti/42',
    );
    expect(screen.getByText('Salute')).toBeInTheDocument();
    expect(screen.getByText('10 maggio 2026')).toBeInTheDocument();
  });

  it("shows the error text with a 'Riprova' button that reloads", () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <CoursesCarousel projects={undefined} loading={false} failed onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Si è verificato un errore nel caricamento dei progetti.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('NewsBlock', () => {
  const news = [1, 2, 3, 4].map((n): NewsCard => ({
    id: String(n),
    title: `Notizia ${n}`,
    excerpt: `Riassunto ${n}`,
    category: 'Eventi',
    date: `2026-02-0${n}`,
  }));

  it('shows three items with their excerpt, linking to /notizie/{id}', () => {
    renderWithProviders(<NewsBlock news={news} loading={false} failed={false} />);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('Riassunto 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notizia 2' })).toHaveAttribute('href', '/notizie/2');
  });

  it('shows the three built-in items when the call fails', () => {
    renderWithProviders(<NewsBlock news={undefined} loading={false} failed />);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    for (const item of FALLBACK_NEWS) {
      expect(screen.getByRole('link', { name: item.title })).toHaveAttribute(
        'href',
        `/notizie/${item.id}`,
      );
    }
  });
});
