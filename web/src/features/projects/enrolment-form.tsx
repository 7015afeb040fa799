// The enrolment form of a course or an event booked on the site (bookingMode onsite):
// name, e-mail, optional phone and the privacy consent, with the contact form's two spam
// traps (the hidden `website` field and the time taken to fill it in). Sent through the
// enrol mutation (SiteEnrolmentForm); the answer (a seat, or a place in the waiting list)
// or the server's Italian message is announced through live regions.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { CONTACT_FILL_TIME_MAX_MS } from '../../config/constants';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import type { EnrolMutation as EnrolResult } from '../../gql/graphql';
import { graphqlErrorMessage } from '../../lib/graphql-error-message';

export const EnrolMutation = graphql(`
  mutation Enrol(
    $courseId: ID
    $eventId: ID
    $name: String!
    $email: String!
    $phone: String
    $website: String
    $fillTimeMs: Int
  ) {
    enrol(
      courseId: $courseId
      eventId: $eventId
      name: $name
      email: $email
      phone: $phone
      privacyConsent: true
      website: $website
      fillTimeMs: $fillTimeMs
    ) {
      status
      position
    }
  }
`);

export const ENROLMENT_MESSAGES = {
  confirmed:
    "Iscrizione confermata! Ti abbiamo inviato un'e-mail con i dettagli e il link per annullarla.",
  waitlisted: (position: number) =>
    `I posti sono esauriti: sei in lista d'attesa, in posizione ${position}. Ti scriveremo se si libera un posto.`,
  failure: "Si è verificato un errore nell'invio dell'iscrizione. Riprova più tardi.",
  missingConsent: "Devi accettare l'informativa sulla privacy.",
  needsJavaScript:
    'Per iscriverti dal sito serve JavaScript: attivalo nel browser, oppure scrivi o chiama il comitato ai recapiti in fondo alla pagina.',
} as const;

export type EnrolmentAnswer = EnrolResult['enrol'];

export interface EnrolmentSubmission {
  name: string;
  email: string;
  phone: string | null;
  privacyConsent: true;
  website: string;
  fillTimeMs: number;
}

/** What one enrols in: a course (projects) or an event, by id. */
export interface EnrolmentTarget {
  resource: 'projects' | 'events';
  id: string;
}

/** Sends an enrolment; rejects with the server's message when it was refused. */
export type SendEnrolment = (
  target: EnrolmentTarget,
  submission: EnrolmentSubmission,
) => Promise<EnrolmentAnswer>;

/**
 * The form of the site: sent through the enrol mutation, by the client itself (useMutation
 * is the contact form's own chunk: shared, it would be named in the start's preloads).
 */
export function SiteEnrolmentForm({ target }: { target: EnrolmentTarget }) {
  const client = useApolloClient();
  const send: SendEnrolment = async (
    { resource, id },
    { name, email, phone, website, fillTimeMs },
  ) => {
    try {
      const { data } = await client.mutate({
        mutation: EnrolMutation,
        variables: {
          ...(resource === 'events' ? { eventId: id } : { courseId: id }),
          name,
          email,
          phone,
          website,
          fillTimeMs,
        },
      });
      if (!data) throw new Error(ENROLMENT_MESSAGES.failure);
      return data.enrol;
    } catch (error) {
      throw new Error(graphqlErrorMessage(error, ENROLMENT_MESSAGES.failure), { cause: error });
    }
  };
  return (
    <>
      {/* Without JavaScript the form could not be sent: it is hidden and the way to write or
          call is said instead (the committee's contacts are in the footer). */}
      <noscript>
        <style>{'form[data-enrolment-form] { display: none; }'}</style>
        <NoScriptNote>{ENROLMENT_MESSAGES.needsJavaScript}</NoScriptNote>
      </noscript>
      <EnrolmentForm target={target} send={send} />
    </>
  );
}

type Status = 'idle' | 'loading' | 'success' | 'error';

export interface EnrolmentFormProps {
  target: EnrolmentTarget;
  /** Free seats are not shown: the server decides, under its lock. */
  send: SendEnrolment;
}

export function EnrolmentForm({ target, send }: EnrolmentFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [consent, setConsent] = useState(false);
  const [website, setWebsite] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [feedback, setFeedback] = useState('');
  const shownAt = useRef<number | null>(null);
  const id = useId();

  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!consent) {
      setStatus('error');
      setFeedback(ENROLMENT_MESSAGES.missingConsent);
      return;
    }
    setStatus('loading');
    setFeedback('');
    try {
      const answer = await send(target, {
        name: name.trim(),
        email: email.trim(),
        phone: phone.trim() || null,
        privacyConsent: true,
        website,
        fillTimeMs: Math.min(
          Date.now() - (shownAt.current ?? Date.now()),
          CONTACT_FILL_TIME_MAX_MS,
        ),
      });
      setStatus('success');
      setFeedback(
        answer.status === 'confirmed'
          ? ENROLMENT_MESSAGES.confirmed
          : ENROLMENT_MESSAGES.waitlisted(answer.position),
      );
      setName('');
      setEmail('');
      setPhone('');
      setConsent(false);
    } catch (error) {
      setStatus('error');
      setFeedback(error instanceof Error ? error.message : ENROLMENT_MESSAGES.failure);
    }
  };

  const sending = status === 'loading';

  return (
    <Form data-enrolment-form="" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {target.resource === 'events' ? "Iscriviti all'evento" : 'Iscriviti al corso'}
      </h3>
      <Field>
        <label htmlFor={`${id}-name`}>Nome e cognome</label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <Field>
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field>
        <label htmlFor={`${id}-phone`}>Telefono (facoltativo)</label>
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </Field>
      {/* The honeypot: off-screen, out of the tab order and of the accessibility tree. */}
      <Honeypot aria-hidden="true">
        <label htmlFor={`${id}-website`}>Sito web (non compilare)</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </Honeypot>
      <Consent>
        <input
          id={`${id}-consent`}
          name="privacyConsent"
          type="checkbox"
          required
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <label htmlFor={`${id}-consent`}>
          Ho letto e accetto l’<Link to={paths.privacy}>informativa sulla privacy</Link>.
        </label>
      </Consent>
      <Button type="submit" disabled={!consent || sending} aria-busy={sending}>
        {sending ? 'Invio in corso...' : 'Iscriviti'}
      </Button>
      <Feedback role="status" $tone={status === 'success' ? 'success' : undefined}>
        {status === 'success' ? feedback : ''}
      </Feedback>
      <Feedback role="alert" $tone={status === 'error' ? 'error' : undefined}>
        {status === 'error' ? feedback : ''}
      </Feedback>
    </Form>
  );
}

const NoScriptNote = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};

  label {
    font-weight: 600;
  }

  input {
    width: 100%;
    min-height: 48px;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid #8a939e;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.text};
  }

  input:focus-visible {
    border-color: ${({ theme }) => theme.colors.focus};
  }
`;

const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Consent = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};

  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.red};
  }
`;

const Feedback = styled.p<{ $tone?: 'success' | 'error' }>`
  margin: 0;
  font-weight: 600;

  ${({ $tone, theme }) =>
    $tone &&
    css`
      padding: ${theme.space(3)} ${theme.space(4)};
      border-left: 4px solid ${$tone === 'success' ? theme.colors.success : theme.colors.error};
      border-radius: ${theme.radius.sm};
      background: ${$tone === 'success' ? theme.colors.successLight : theme.colors.errorLight};
      color: ${$tone === 'success' ? theme.colors.success : theme.colors.error};
    `}
`;
