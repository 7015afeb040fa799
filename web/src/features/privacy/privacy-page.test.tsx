import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { committeeFixture as committee } from '../../testing/committee-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import PrivacyPage, { withHeadingAnchors } from './privacy-page';

describe('/privacy', () => {
  it("shows the committee's own notice, its contents and the date its text last changed", () => {
    renderWithProviders(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Informativa sulla privacy',
    );
    // The settings' date (2026-03-09), not a date written in the code.
    expect(screen.getByText(/^Ultimo aggiornamento:/)).toHaveTextContent(
      'Ultimo aggiornamento: 09/03/2026',
    );
    expect(screen.getByText('09/03/2026')).toHaveAttribute('datetime', '2026-03-09');
    expect(screen.getByText(/il Comitato di Montelago informa/)).toBeInTheDocument();
    const controller = screen.getByRole('heading', {
      level: 2,
      name: '1. Titolare del trattamento',
    });
    expect(controller).toHaveAttribute('id', 'informativa-titolare-del-trattamento');
    const contents = screen.getByRole('navigation', { name: 'In questa pagina' });
    const links = Array.from(contents.querySelectorAll('a')).map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['1. Titolare del trattamento', '#informativa-titolare-del-trattamento'],
      ['2. I tuoi diritti', '#informativa-i-tuoi-diritti'],
    ]);
    expect(screen.getByRole('link', { name: 'privacy.montelago@cri.it' })).toHaveAttribute(
      'href',
      'mailto:privacy.montelago@cri.it',
    );
    // Rich text from the back office is sanitised before it is shown.
    expect(document.querySelector('script')).toBeNull();
    expect(document.title).toBe(`Informativa sulla privacy | ${committee.name}`);
  });

  it('gives each heading its own anchor, from its text without tags or accents', () => {
    const { html, sections } = withHeadingAnchors(
      '<h2>Finalità</h2><p>x</p><h2><strong>Finalità</strong></h2><h2>3. Diritti dell’interessato</h2>',
    );
    expect(sections).toEqual([
      { id: 'informativa-finalita', title: 'Finalità' },
      { id: 'informativa-finalita-2', title: 'Finalità' },
      { id: 'informativa-diritti-dell-interessato', title: '3. Diritti dell’interessato' },
    ]);
    expect(html).toBe(
      '<h2 id="informativa-finalita">Finalità</h2><p>x</p><h2 id="informativa-finalita-2"><strong>Finalità</strong></h2><h2 id="informativa-diritti-dell-interessato">3. Diritti dell’interessato</h2>',
    );
  });

  it('shows an Italian message instead of the notice when the settings cannot be read', () => {
    renderWithProviders(<PrivacyPage />, { committee: { status: 'error' } });
    expect(screen.getByRole('status')).toHaveTextContent(
      'I dati del comitato non sono disponibili in questo momento',
    );
    expect(screen.queryByText(/Ultimo aggiornamento/)).toBeNull();
  });
});
