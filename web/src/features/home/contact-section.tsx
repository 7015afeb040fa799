// The contact form (anchor "contatti"): name, e-mail, subject, message and the
// privacy consent, all required. idle -> loading -> success | error; the button
// is disabled without consent and while sending; after success the fields and
// the consent are cleared. Sent through the submitContact mutation; the outcome
// is announced through live regions. Two spam traps go with every message: `website`,
// a field hidden from people and from screen readers (robots fill it in), and the time
// the form took to fill in (fillTimeMs, from when it was shown: its first render, or the
// page's HTML when it took that over); the server discards what trips either behind the
// same success answer.
import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from '../../components/ui/link';
import styled, { css } from 'styled-components';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { SectionHeading } from '../../components/ui/section-heading';
import { WithCommittee } from '../../components/ui/committee-state';
import { CONTACT_FILL_TIME_MAX_MS } from '../../config/constants';
import { paths, sections } from '../../config/paths';
import { graphql } from '../../gql';
import { formatAddress, telHref } from '../../lib/committee-settings';
import { useServerHtmlSince } from '../../lib/hydrate-when-needed';

export const SubmitContactMutation = graphql(`
  mutation SubmitContact(
    $name: String!
    $email: String!
    $subject: String!
    $message: String!
    $website: String
    $fillTimeMs: Int
  ) {
    submitContact(
      name: $name
      email: $email
      subject: $subject
      message: $message
      privacyConsent: true
      website: $website
      fillTimeMs: $fillTimeMs
    ) {
      id
    }
  }
`);

export const CONTACT_MESSAGES = {
  missingConsent: "Devi accettare l'informativa sulla privacy.",
  success: 'Messaggio inviato con successo! Ti risponderemo al più presto.',
  failure: "Si è verificato un errore nell'invio del messaggio. Riprova più tardi.",
} as const;

/** Shown instead of the form when JavaScript is off: the form is sent by the app. */
export const CONTACT_NEEDS_JAVASCRIPT =
  'Per inviare il modulo di contatto serve JavaScript: attivalo nel browser, oppure scrivici o chiamaci ai recapiti qui accanto.';

const CONTACT_FORM_ID = 'modulo-contatti';

type Status = 'idle' | 'loading' | 'success' | 'error';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** What is sent: the message and the two spam traps. */
export interface ContactSubmission extends ContactMessage {
  /** The hidden honeypot field: empty when a person sent the form. */
  website: string;
  /** Milliseconds from the form's first render to sending it. */
  fillTimeMs: number;
}

const emptyFields: ContactMessage = { name: '', email: '', subject: '', message: '' };

export function ContactSection() {
  const [submitContact] = useMutation(SubmitContactMutation);
  return (
    <ContactForm
      send={async (message) => {
        await submitContact({ variables: message });
      }}
    />
  );
}

export interface ContactFormProps {
  /** Sends the message; rejects when it was not stored. */
  send: (submission: ContactSubmission) => Promise<void>;
}

export function ContactForm({ send }: ContactFormProps) {
  const [fields, setFields] = useState<ContactMessage>(emptyFields);
  const [consent, setConsent] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [feedback, setFeedback] = useState('');
  const [website, setWebsite] = useState('');
  const shownAt = useRef<number | null>(null);
  const id = useId();

  // Shown since the page's HTML was parsed when the form took over the server's markup
  // (it came to life after the page loaded), else since it appears now.
  const serverHtmlSince = useServerHtmlSince();
  useEffect(() => {
    shownAt.current = serverHtmlSince ?? Date.now();
  }, [serverHtmlSince]);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setFields((current) => ({ ...current, [name]: value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!consent) {
      setStatus('error');
      setFeedback(CONTACT_MESSAGES.missingConsent);
      return;
    }
    setStatus('loading');
    setFeedback('');
    try {
      await send({
        name: fields.name.trim(),
        email: fields.email.trim(),
        subject: fields.subject.trim(),
        message: fields.message.trim(),
        website,
        fillTimeMs: Math.min(
          Date.now() - (shownAt.current ?? Date.now()),
          CONTACT_FILL_TIME_MAX_MS,
        ),
      });
      shownAt.current = Date.now();
      setStatus('success');
      setFeedback(CONTACT_MESSAGES.success);
      setFields(emptyFields);
      setConsent(false);
    } catch {
      setStatus('error');
      setFeedback(CONTACT_MESSAGES.failure);
    }
  };

  const sending = status === 'loading';

  return (
    <Section id={sections.contacts} aria-labelledby="contacts-title">
      <Container>
        <SectionHeading
          id="contacts-title"
          eyebrow="Contatti"
          title="Scrivici"
          intro="Informazioni, richieste di servizio, volontariato: ti rispondiamo al più presto."
        />
        <Layout>
          <Info>
            <WithCommittee>
              {(committee) => (
                <>
                  <h3>{committee.name}</h3>
                  <p>{formatAddress(committee)}</p>
                  {committee.bookingPhone && (
                    <p>
                      {committee.bookingPhoneTollFree ? 'Numero verde' : 'Prenotazioni'}:{' '}
                      <a href={telHref(committee.bookingPhone)}>{committee.bookingPhone}</a>
                    </p>
                  )}
                  <p>
                    Centralino: <a href={telHref(committee.phone)}>{committee.phone}</a>
                  </p>
                  <p>
                    Email: <a href={`mailto:${committee.email}`}>{committee.email}</a>
                  </p>
                </>
              )}
            </WithCommittee>
          </Info>
          {/* Without JavaScript the form could not be sent: it is hidden and the way to
              write or call is said instead (the contacts are beside it). */}
          <noscript>
            <style>{`#${CONTACT_FORM_ID} { display: none; }`}</style>
            <NoScriptNote>{CONTACT_NEEDS_JAVASCRIPT}</NoScriptNote>
          </noscript>
          <Form id={CONTACT_FORM_ID} onSubmit={onSubmit} aria-labelledby="contacts-title">
            <Row>
              <Field>
                <label htmlFor={`${id}-name`}>Nome e cognome</label>
                <input
                  id={`${id}-name`}
                  name="name"
                  autoComplete="name"
                  required
                  value={fields.name}
                  onChange={onChange}
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
                  value={fields.email}
                  onChange={onChange}
                />
              </Field>
            </Row>
            <Field>
              <label htmlFor={`${id}-subject`}>Oggetto</label>
              <input
                id={`${id}-subject`}
                name="subject"
                required
                value={fields.subject}
                onChange={onChange}
              />
            </Field>
            <Field>
              <label htmlFor={`${id}-message`}>Messaggio</label>
              <textarea
                id={`${id}-message`}
                name="message"
                rows={6}
                required
                value={fields.message}
                onChange={onChange}
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
            <Submit>
              <Button type="submit" disabled={!consent || sending} aria-busy={sending}>
                {sending ? 'Invio in corso...' : 'Invia messaggio'}
              </Button>
              {!consent && status !== 'error' && (
                <Hint>Per inviare il messaggio accetta l’informativa sulla privacy.</Hint>
              )}
            </Submit>
            <Feedback role="status" $tone={status === 'success' ? 'success' : undefined}>
              {status === 'success' ? feedback : ''}
            </Feedback>
            <Feedback role="alert" $tone={status === 'error' ? 'error' : undefined}>
              {status === 'error' ? feedback : ''}
            </Feedback>
          </Form>
        </Layout>
      </Container>
    </Section>
  );
}

const NoScriptNote = styled.p`
  align-self: start;
  margin: 0;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

const Section = styled.section`
  padding: ${({ theme }) => theme.space(16)} 0;
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 2fr;
  }
`;

const Info = styled.div`
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  align-self: start;

  h3 {
    font-size: 1.1rem;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};

  label {
    font-weight: 600;
  }

  input,
  textarea {
    width: 100%;
    min-height: 48px;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid #8a939e;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.text};
  }

  textarea {
    resize: vertical;
  }

  input:focus-visible,
  textarea:focus-visible {
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

const Submit = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
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
