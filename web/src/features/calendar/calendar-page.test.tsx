// The body of /calendario from props: courses and events together under their month's
// Italian name, by their start, each linking to its page; the subscription link; the
// empty, loading and error texts.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { calendarEntries, CalendarView, groupByMonth } from './calendar-page';

const course = (id: string, title: string, startDate: string, endDate = startDate) => ({
  __typename: 'Project' as const,
  id,
  title,
  startDate,
  endDate,
  location: 'Sede del Comitato',
});

const event = (id: string, title: string, startsAt: string, endsAt: string) => ({
  __typename: 'Event' as const,
  id,
  title,
  startsAt,
  endsAt,
  location: 'Piazza del Municipio',
});

describe('groupByMonth', () => {
  it('groups by the month of the start date, in order', () => {
    const months = groupByMonth(
      calendarEntries(
        [
          course('1', 'A', '2031-12-30'),
          course('2', 'B', '2032-01-04'),
          course('3', 'C', '2031-12-01'),
        ],
        [
          // 31 December at 23:30 UTC is already New Year's Day in Rome.
          event('4', 'D', '2031-12-31T23:30:00.000Z', '2032-01-01T01:00:00.000Z'),
          event('5', 'E', '2031-12-01T09:00:00.000Z', '2031-12-01T11:00:00.000Z'),
        ],
      ),
    );
    expect(months.map((month) => month.label)).toEqual(['Dicembre 2031', 'Gennaio 2032']);
    expect(months[0].entries.map((item) => item.key)).toEqual(['corso-3', 'evento-5', 'corso-1']);
    expect(months[1].entries.map((item) => item.key)).toEqual(['evento-4', 'corso-2']);
  });
});

describe('CalendarView', () => {
  it('shows each month as a heading with its courses and events linked to their pages', () => {
    renderWithProviders(
      <CalendarView
        courses={[
          course('7', 'Corso BLSD', '2031-03-12'),
          course('8', 'Corso PSTI', '2031-05-02', '2031-05-30'),
        ]}
        events={[
          event(
            '9',
            'Donazione del sangue',
            '2031-03-15T08:00:00.000Z',
            '2031-03-15T11:30:00.000Z',
          ),
        ]}
        loading={false}
        failed={false}
      />,
    );
    const march = screen.getByRole('region', { name: 'Marzo 2031' });
    expect(within(march).getByRole('link', { name: 'Corso BLSD' })).toHaveAttribute(
      'href',
      '/progetti/7',
    );
    const donation = within(march).getByRole('link', { name: 'Donazione del sangue' });
    expect(donation).toHaveAttribute('href', '/eventi/9');
    expect(within(march).getByText(/15 marzo 2031, dalle 09:00 alle 12:30/)).toBeInTheDocument();
    expect(
      within(march)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Corso BLSD', 'Donazione del sangue']);
    const may = screen.getByRole('region', { name: 'Maggio 2031' });
    expect(within(may).getByText(/dal 2 maggio 2031 al 30 maggio 2031/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iscriviti al calendario' })).toHaveAttribute(
      'href',
      '/calendario.ics',
    );
    expect(document.title).toMatch(/^Calendario \| /);
  });

  it('says when there is nothing planned, and shows loading and error texts', () => {
    const { rerender } = renderWithProviders(
      <CalendarView courses={[]} loading={false} failed={false} />,
    );
    expect(
      screen.getByText('Al momento non ci sono corsi o eventi in programma.'),
    ).toBeInTheDocument();
    rerender(<CalendarView courses={undefined} loading failed={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento calendario...');
    rerender(<CalendarView courses={undefined} loading={false} failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Errore nel caricamento del calendario');
  });
});
