// The body of /eventi/:id from props: title, Rome time, place, image with its alternative
// text, the description, the booking by mode (the courses' enrolment form for onsite, an
// external address for link), "Aggiungi al calendario", and the loading and not-found states.
import { ApolloProvider } from '@apollo/client/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingMode, type EventDetailFragment } from '../../gql/graphql';
import { createApolloClient } from '../../lib/apollo-client';
import { sendEnrolmentForm } from '../../testing/enrolment-form';
import { renderWithProviders } from '../../testing/render-with-providers';
import { EventDetail } from './event-detail';

/** The event's page body with the site's client: its enrolment form sends through it. */
function renderEvent(props: Parameters<typeof EventDetail>[0]) {
  return renderWithProviders(
    <ApolloProvider client={createApolloClient({ uri: 'http://127.0.0.1:9/graphql' })}>
      <EventDetail {...props} />
    </ApolloProvider>,
  );
}

const event: EventDetailFragment = {
  id: '12',
  title: 'Donazione del sangue in piazza',
  description: '<p>Una mattina per donare.</p><script>alert(1)</script>',
  image: '/uploads/piazza.webp',
  imageAlt: 'Volontari in piazza',
  startsAt: '2027-04-10T07:30:00.000Z',
  endsAt: '2027-04-10T11:00:00.000Z',
  location: 'Piazza del Municipio',
  calendlyId: null,
  bookingMode: BookingMode.Onsite,
  bookingUrl: null,
  seats: 30,
  enrolmentDeadline: null,
};

describe('EventDetail', () => {
  it('shows the event with its time in Rome, place, image and description', () => {
    renderEvent({ event, loading: false, failed: false });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Donazione del sangue in piazza' }),
    ).toBeInTheDocument();
    expect(screen.getByText('10 aprile 2027, dalle 09:30 alle 13:00')).toBeInTheDocument();
    expect(screen.getByText('Piazza del Municipio')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Volontari in piazza' })).toBeInTheDocument();
    expect(screen.getByText('Una mattina per donare.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'Aggiungi al calendario' })).toHaveAttribute(
      'href',
      '/eventi/12/calendario.ics',
    );
  });

  it("enrols on the site through the courses' form, sent to the event", async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ data: { enrol: { status: 'confirmed', position: 1 } } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderEvent({ event, loading: false, failed: false });
    expect(screen.getByRole('form', { name: "Iscriviti all'evento" })).toBeInTheDocument();
    await sendEnrolmentForm(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Iscrizione confermata!');
    const [url, init] = fetchSpy.mock.calls[0];
    expect(String(url)).toBe('http://127.0.0.1:9/graphql');
    const body = JSON.parse(String(init?.body)) as { variables: Record<string, unknown> };
    expect(body.variables).toMatchObject({
      eventId: '12',
      name: 'Lucia Gialli',
      email: 'lucia@example.it',
    });
    expect(body.variables).not.toHaveProperty('courseId');
    fetchSpy.mockRestore();
  });

  it("shows the server's own message when the enrolment is refused", async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          data: null,
          errors: [
            {
              message: 'Questo indirizzo e-mail è già iscritto a questo evento.',
              extensions: { code: 'CONFLICT', status: 409 },
            },
          ],
        }),
        { status: 409, headers: { 'content-type': 'application/graphql-response+json' } },
      ),
    );
    renderEvent({ event, loading: false, failed: false });
    await sendEnrolmentForm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Questo indirizzo e-mail è già iscritto a questo evento.',
    );
    fetchSpy.mockRestore();
  });

  it('links to an external booking address in link mode, and offers nothing in none mode', () => {
    const { unmount } = renderWithProviders(
      <EventDetail
        event={{ ...event, bookingMode: BookingMode.Link, bookingUrl: 'https://example.org/p' }}
        loading={false}
        failed={false}
      />,
    );
    expect(screen.getByRole('link', { name: 'Prenota un posto' })).toHaveAttribute(
      'href',
      'https://example.org/p',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <EventDetail
        event={{ ...event, bookingMode: BookingMode.None }}
        loading={false}
        failed={false}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Prenota un posto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the loading and not-found states', () => {
    const { rerender } = renderWithProviders(<EventDetail event={null} loading failed={false} />);
    expect(screen.getByText('Caricamento evento...')).toBeInTheDocument();
    rerender(<EventDetail event={null} loading={false} failed />);
    expect(screen.getByRole('alert')).toHaveTextContent("Errore nel caricamento dell'evento");
    expect(
      screen.getByRole('heading', { level: 2, name: 'Evento non trovato' }),
    ).toBeInTheDocument();
  });
});
