import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../../styles/theme';
import NotFoundPage from './not-found-page';

describe('404 page', () => {
  it('shows the spec text, a link home and asks robots not to index it', () => {
    const { unmount } = render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/pagina-che-non-esiste']}>
          <NotFoundPage />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Ops! Questa pagina ha bisogno di un dottore!',
    );
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    expect(document.title).toMatch(/^Pagina non trovata/);
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
