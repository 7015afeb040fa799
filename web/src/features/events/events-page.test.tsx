// The body of /eventi from props: the upcoming events first (soonest first), then the past
// ones (most recent first), each linking to its page with its time and place; the empty,
// loading and error texts.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { EventsView, splitEvents } from './events-page';

const item = (id: string, title: string, startsAt: string, endsAt: string) => ({
  __typename: 'Event' as const,
  id,
  title,
  startsAt,
  endsAt,
  location: 'Sede del Comitato',
});

const now = new Date('2027-04-01T10:00:00.000Z');
const events = [
  item('1', 'Mercatino di Natale', '2026-12-08T09:00:00.000Z', '2026-12-08T17:00:00.000Z'),
  item('2', 'Open day', '2027-05-02T08:00:00.000Z', '2027-05-02T12:00:00.000Z'),
  item('3', 'Donazione del sangue', '2027-04-10T07:30:00.000Z', '2027-04-10T11:00:00.000Z'),
  item('4', 'Festa di primavera', '2027-03-21T09:00:00.000Z', '2027-03-21T18:00:00.000Z'),
];

describe('splitEvents', () => {
  it('puts the upcoming events first by start, the past ones by most recent', () => {
    const { upcoming, past } = splitEvents(events, now);
    expect(upcoming.map((event) => event.id)).toEqual(['3', '2']);
    expect(past.map((event) => event.id)).toEqual(['4', '1']);
  });
});

describe('EventsView', () => {
  it('lists the upcoming events, then the past ones, linked to their pages', () => {
    renderWithProviders(<EventsView events={events} loading={false} failed={false} now={now} />);
    const upcoming = screen.getByRole('region', { name: 'Prossimi eventi' });
    const links = within(upcoming).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Donazione del sangue', 'Open day']);
    expect(links[0]).toHaveAttribute('href', '/eventi/3');
    expect(
      within(upcoming).getByText(/10 aprile 2027, dalle 09:30 alle 13:00/),
    ).toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Eventi passati' });
    expect(
      within(past)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Festa di primavera', 'Mercatino di Natale']);
    expect(screen.getByRole('heading', { level: 1, name: 'Eventi' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Eventi \| /);
  });

  it('says when there is nothing planned, and shows loading and error texts', () => {
    const { rerender } = renderWithProviders(
      <EventsView events={[]} loading={false} failed={false} />,
    );
    expect(screen.getByText('Al momento non ci sono eventi in programma.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Eventi passati' })).not.toBeInTheDocument();
    rerender(<EventsView events={undefined} loading failed={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento eventi...');
    rerender(<EventsView events={undefined} loading={false} failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Errore nel caricamento degli eventi');
  });
});
