import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRIVACY_LAST_UPDATED } from '../../config/constants';
import { committeeFixture as committee } from '../../testing/committee-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import PrivacyPage from './privacy-page';

describe('/privacy', () => {
  it('shows the GDPR sections, the data controller and the last update', () => {
    renderWithProviders(<PrivacyPage />);
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
    const controller = screen.getByRole('region', { name: /Titolare del trattamento/ });
    expect(controller).toHaveTextContent(committee.dataController.name);
    expect(controller).toHaveTextContent(committee.dataController.address);
    const mails = screen.getAllByRole('link', { name: committee.dataController.email });
    expect(mails[0]).toHaveAttribute('href', `mailto:${committee.dataController.email}`);
    expect(screen.getByText(/articoli da 15 a 22/)).toBeInTheDocument();
    expect(screen.getByText(/Garante per la protezione dei dati personali/)).toBeInTheDocument();
    expect(document.title).toBe(`Informativa sulla privacy | ${committee.name}`);
  });

  it('states how long contact requests are kept, from the settings', () => {
    renderWithProviders(<PrivacyPage />, {
      committee: { status: 'ready', settings: { ...committee, contactRetentionMonths: 7 } },
    });
    const retention = screen.getByRole('region', { name: /Periodo di conservazione/ });
    expect(retention).toHaveTextContent('non oltre 7 mesi dall’ultimo contatto');
    expect(retention).not.toHaveTextContent('24 mesi');
  });

  it('shows an Italian message instead of the notice when the settings cannot be read', () => {
    renderWithProviders(<PrivacyPage />, { committee: { status: 'error' } });
    expect(screen.getByRole('status')).toHaveTextContent(
      'I dati del comitato non sono disponibili in questo momento',
    );
    expect(screen.queryByRole('region', { name: /Titolare del trattamento/ })).toBeNull();
  });
});
