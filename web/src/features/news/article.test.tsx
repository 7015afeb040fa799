import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import type { NewsArticleFragment } from '../../gql/graphql';
import { Article } from './article';

const article: NewsArticleFragment = {
  id: '7',
  title: 'Donazione di sangue in piazza',
  content:
    '<h2>Come partecipare</h2><p>Porta un documento.</p><script>window.__article = 1</script>',
  category: 'Eventi',
  date: '2026-06-14',
  image: '/uploads/foto.jpg',
  imageAlt: 'Volontari al banco della donazione',
  author: 'Maria Rossi',
  readTime: 3,
};

describe('Article', () => {
  it('shows title, date, author, category, reading time, image and sanitised content', () => {
    const { container } = renderWithProviders(
      <Article article={article} loading={false} failed={false} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(screen.getByText('14 giugno 2026')).toHaveAttribute('datetime', '2026-06-14');
    expect(screen.getByText('di Maria Rossi')).toBeInTheDocument();
    expect(screen.getByText('Eventi')).toBeInTheDocument();
    expect(screen.getByText('3 minuti di lettura')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/uploads/foto.jpg');
    expect(container.querySelector('img')).toHaveAttribute(
      'alt',
      'Volontari al banco della donazione',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Come partecipare' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    screen
      .getAllByRole('link', { name: /Torna alle notizie/ })
      .forEach((link) => expect(link).toHaveAttribute('href', '/news'));
  });

  it('shows the not-found box, with the error text when the call failed', () => {
    const { rerender } = renderWithProviders(
      <Article article={null} loading={false} failed={false} />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Notizia non trovata' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('La notizia che stai cercando non esiste o è stata rimossa.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<Article article={null} loading={false} failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Errore nel caricamento della notizia');
  });
});
