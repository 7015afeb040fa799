import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { committee } from '../../config/committee';
import { PRIVACY_LAST_UPDATED } from '../../config/constants';
import { theme } from '../../styles/theme';
import PrivacyPage from './privacy-page';

describe('/privacy', () => {
  it('shows the GDPR sections, the controller e-mail and the last update', () => {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <PrivacyPage />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Informativa sulla privacy',
    );
    expect(screen.getByText(`Ultimo aggiornamento: ${PRIVACY_LAST_UPDATED}`)).toBeInTheDocument();
    expect(PRIVACY_LAST_UPDATED).toBe('13/06/2025');
    for (const name of [
      /Titolare del trattamento/,
      /Finalità e base giuridica/,
      /Modalità del trattamento/,
      /Periodo di conservazione/,
      /Diritti dell’interessato/,
      /Comunicazione e diffusione/,
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: name })).toBeInTheDocument();
    }
    const mails = screen.getAllByRole('link', { name: committee.email });
    expect(mails[0]).toHaveAttribute('href', `mailto:${committee.email}`);
    expect(screen.getByText(/articoli da 15 a 22/)).toBeInTheDocument();
    expect(screen.getByText(/Garante per la protezione dei dati personali/)).toBeInTheDocument();
  });
});
