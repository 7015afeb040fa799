import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { yearsOfService } from '../../lib/committee-facts';
import { committeeFixture as committee } from '../../testing/committee-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { CommitteeHistoryView } from './committee-history-page';
import type { TimelineEvent } from './committee/committee-timeline';

const events: readonly TimelineEvent[] = [
  ['1975', '1975', 'Il comitato promotore', 'Nasce il comitato promotore.'],
  ['1975', '4 ottobre 1975', 'I primi volontari', 'Il servizio prende il via.'],
  ['1976', 'Marzo 1976', 'Le prime due ambulanze', 'Due banche donano le prime ambulanze.'],
  ['1976', 'Fine novembre 1976', 'Servizio 24 ore su 24', 'Attivo giorno e notte.'],
  ['Oggi', 'Oggi', '20 mezzi', 'Il comitato oggi.'],
].map(([year, date, title, description], index) => ({
  id: String(index + 1),
  year,
  date,
  title,
  description,
  details: index === 0 ? 'Medici e cittadini si riuniscono.' : null,
}));

function renderPage() {
  return renderWithProviders(
    <CommitteeHistoryView events={events} loading={false} failed={false} />,
  );
}

describe('/storia/comitato', () => {
  it('has its h1 and Italian title', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'La storia del nostro comitato',
    );
    expect(document.title).toMatch(/^La storia del comitato/);
  });

  it('shows the events from data in order in a keyboard-scrollable region', () => {
    renderPage();
    const region = screen.getByRole('region', { name: /Cronologia del comitato/ });
    expect(region).toHaveAttribute('tabindex', '0');
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    items.forEach((item, index) => {
      expect(item).toHaveTextContent(events[index].date);
      expect(item).toHaveTextContent(events[index].title);
      expect(item).toHaveTextContent(events[index].description);
    });
    expect(items[0]).toHaveTextContent('Medici e cittadini si riuniscono.');
    expect(screen.getByRole('button', { name: 'Evento successivo' })).toBeInTheDocument();
  });

  it('says so when the timeline cannot be loaded', () => {
    renderWithProviders(<CommitteeHistoryView events={undefined} loading={false} failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('La cronologia non è disponibile');
    expect(screen.queryByRole('region', { name: /Cronologia del comitato/ })).toBeNull();
  });

  it('shows the stat tiles and the committee facts from the settings', () => {
    renderPage();
    const tiles = screen.getAllByRole('definition').map((el) => el.textContent);
    expect(tiles).toEqual([
      String(committee.foundedYear),
      `circa ${committee.peopleCount}`,
      String(committee.vehicleCount),
      '24/7',
    ]);
    expect(
      screen.getByRole('heading', {
        name: `${yearsOfService(committee.foundedYear)} anni di servizio`,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`dai ${committee.youthMinAge} ai ${committee.youthMaxAge} anni`)),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`opera a ${committee.serviceArea}`))).toBeInTheDocument();
    expect(
      screen.getByText(
        `Dal ${committee.foundedYear} i volontari di ${committee.town} sono al fianco della comunità, ogni giorno e ogni notte.`,
      ),
    ).toBeInTheDocument();
  });

  it('claims no day-and-night service and no vehicles a committee does not have', () => {
    // No timeline: its events are the committee's own words, not the page's.
    renderWithProviders(<CommitteeHistoryView events={[]} loading={false} failed={false} />, {
      committee: {
        status: 'ready',
        settings: {
          ...committee,
          foundedYear: 2001,
          vehicleCount: 0,
          switchboardAlwaysOpen: false,
          switchboardHours: 'dal lunedì al sabato, dalle 8 alle 19',
        },
      },
    });
    const tiles = screen.getAllByRole('definition').map((el) => el.textContent);
    expect(tiles).toEqual(['2001', `circa ${committee.peopleCount}`, String(yearsOfService(2001))]);
    expect(screen.getByText('Anni di servizio')).toBeInTheDocument();
    const page = document.body.textContent ?? '';
    expect(page).not.toContain('24/7');
    expect(page).not.toContain('giorno e notte');
    expect(page).not.toContain('Mezzi di soccorso');
    expect(
      screen.getByText(`Dal 2001 i volontari di ${committee.town} sono al fianco della comunità.`),
    ).toBeInTheDocument();
  });
});
