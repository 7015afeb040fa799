// The course page follows the course's booking mode: Calendly's button, an external
// address, the site's enrolment form (its answer announced) or nothing; and
// every stored course offers its own calendar file.
import { ApolloProvider } from '@apollo/client/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingMode } from '../../gql/graphql';
import { createApolloClient } from '../../lib/apollo-client';
import { sendEnrolmentForm } from '../../testing/enrolment-form';
import { renderWithProviders } from '../../testing/render-with-providers';
import { EnrolmentForm, type EnrolmentSubmission } from './enrolment-form';
import { ProjectDetail } from './project-detail';
import { sampleProject } from './sample-project';

const stored = { ...sampleProject, id: '42' };

describe('booking modes on the course page', () => {
  it('links to an external booking address in link mode', () => {
    renderWithProviders(
      <ProjectDetail
        project={{
          ...stored,
          bookingMode: BookingMode.Link,
          bookingUrl: 'https://prenota.example.org/x',
        }}
        loading={false}
        failed={false}
      />,
    );
    const link = screen.getByRole('link', { name: 'Prenota un posto' });
    expect(link).toHaveAttribute('href', 'https://prenota.example.org/x');
    expect(screen.queryByRole('form', { name: 'Iscriviti al corso' })).not.toBeInTheDocument();
  });

  it('shows the enrolment form in onsite mode, and no booking at all in none mode', () => {
    const { unmount } = renderWithProviders(
      <ApolloProvider client={createApolloClient({ uri: 'http://127.0.0.1:9/graphql' })}>
        <ProjectDetail
          project={{ ...stored, bookingMode: BookingMode.Onsite, seats: 10 }}
          loading={false}
          failed={false}
        />
      </ApolloProvider>,
    );
    expect(screen.getByRole('form', { name: 'Iscriviti al corso' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Prenota un posto' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <ProjectDetail
        project={{ ...stored, bookingMode: BookingMode.None }}
        loading={false}
        failed={false}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Prenota un posto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Iscriviti al corso' })).not.toBeInTheDocument();
  });

  it('offers "Aggiungi al calendario" for a stored course', () => {
    renderWithProviders(<ProjectDetail project={stored} loading={false} failed={false} />);
    expect(screen.getByRole('link', { name: 'Aggiungi al calendario' })).toHaveAttribute(
      'href',
      '/progetti/42/calendario.ics',
    );
  });
});

describe('EnrolmentForm', () => {
  it('sends the enrolment with the spam traps and announces a place in the waiting list', async () => {
    const user = userEvent.setup();
    const sent: EnrolmentSubmission[] = [];
    renderWithProviders(
      <EnrolmentForm
        target={{ resource: 'projects', id: '42' }}
        send={async (_id, submission) => {
          sent.push(submission);
          return { status: 'waitlisted', position: 3 };
        }}
      />,
    );
    await sendEnrolmentForm(user);
    expect(await screen.findByRole('status')).toHaveTextContent(
      "I posti sono esauriti: sei in lista d'attesa, in posizione 3.",
    );
    expect(sent[0]).toMatchObject({
      name: 'Lucia Gialli',
      email: 'lucia@example.it',
      phone: null,
      privacyConsent: true,
      website: '',
    });
    expect(typeof sent[0].fillTimeMs).toBe('number');
  });

  it("shows the server's message when the enrolment is refused", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <EnrolmentForm
        target={{ resource: 'projects', id: '42' }}
        send={async () => {
          throw new Error('Questo indirizzo e-mail è già iscritto a questo corso.');
        }}
      />,
    );
    await sendEnrolmentForm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Questo indirizzo e-mail è già iscritto a questo corso.',
    );
  });
});
