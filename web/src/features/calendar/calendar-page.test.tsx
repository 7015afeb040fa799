// The body of /calendario from props: courses grouped under their month's Italian name,
// each linking to its page; the subscription link; the empty, loading and error texts.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { CalendarView, groupByMonth } from './calendar-page';

const course = (id: string, title: string, startDate: string, endDate = startDate) => ({
  __typename: 'Project' as const,
  id,
  title,
  startDate,
  endDate,
  location: 'Sede del Comitato',
});

describe('groupByMonth', () => {
  it('groups by the month of the start date, in order', () => {
    const months = groupByMonth([
      course('1', 'A', '2031-12-30'),
      course('2', 'B', '2032-01-04'),
      course('3', 'C', '2031-12-01'),
    ]);
    expect(months.map((month) => month.label)).toEqual(['Dicembre 2031', 'Gennaio 2032']);
    expect(months[0].courses.map((item) => item.id)).toEqual(['1', '3']);
  });
});

describe('CalendarView', () => {
  it('shows each month as a heading with its courses linked to their pages', () => {
    renderWithProviders(
      <CalendarView
        courses={[
          course('7', 'Corso BLSD', '2031-03-12'),
          course('8', 'Corso PSTI', '2031-05-02', '2031-05-30'),
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
    expect(screen.getByText('Al momento non ci sono corsi in programma.')).toBeInTheDocument();
    rerender(<CalendarView courses={undefined} loading failed={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento calendario...');
    rerender(<CalendarView courses={undefined} loading={false} failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Errore nel caricamento del calendario');
  });
});
