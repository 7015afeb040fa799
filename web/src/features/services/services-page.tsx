// Route /servizi: the committee's services from GraphQL (category, 'Novità', summary,
// the rich-text body when there is one, features) with a link to the booking block of
// the home page, and the help box with the number that books a service and the
// switchboard's hours, worded from the settings (24/7 and toll-free only when they are).
import { useQuery } from '@apollo/client/react';
import { Link } from '../../components/ui/link';
import styled from 'styled-components';
import { WithCommittee } from '../../components/ui/committee-state';
import { Container } from '../../components/ui/container';
import { PageHero } from '../../components/ui/page-hero';
import { Spinner } from '../../components/ui/spinner';
import { paths, sections } from '../../config/paths';
import { graphql } from '../../gql';
import type { ServiceCardFragment, ServiceIcon } from '../../gql/graphql';
import {
  bookingNumber,
  switchboardHoursText,
  switchboardSentence,
} from '../../lib/committee-facts';
import {
  telHref,
  useCommitteeSettings,
  type CommitteeSettings,
} from '../../lib/committee-settings';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { usePageMeta } from '../../lib/use-page-meta';

export const ServiceCardFragmentDoc = graphql(`
  fragment ServiceCard on Service {
    id
    title
    category
    summary
    body
    features
    icon
    isNew
  }
`);

const ServicesPageQuery = graphql(`
  query ServicesPage {
    allServices(sortField: "position", sortOrder: "ASC") {
      ...ServiceCard
    }
  }
`);

export type ServiceCard = ServiceCardFragment;

/** The pictogram of each icon of the schema's ServiceIcon. */
const ICONS: Record<ServiceIcon, string> = {
  ambulance:
    'M3 16V8h11v8M14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM8.5 9.5v4M6.5 11.5h4',
  home: 'M3 11 12 4l9 7M5 10v10h14V10M12 17s-3-1.8-3-3.6A1.6 1.6 0 0 1 12 12a1.6 1.6 0 0 1 3 .4c0 1.8-3 3.6-3 3.6Z',
  cross: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6Z',
};

const bookingTarget = { pathname: paths.home, hash: `#${sections.bookService}` };

export default function ServicesPage() {
  const { data, loading, error } = useQuery(ServicesPageQuery);
  return (
    <ServicesView services={data?.allServices} loading={loading && !data} failed={Boolean(error)} />
  );
}

export interface ServicesViewProps {
  services: readonly ServiceCard[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** The page body, with its data as props. */
export function ServicesView({ services, loading, failed }: ServicesViewProps) {
  const settings = useCommitteeSettings();
  usePageMeta(
    'Servizi',
    settings
      ? `Trasporto sanitario, assistenza domiciliare e assistenza sanitaria a ${settings.serviceArea}. ${bookingDescription(settings)}`
      : 'Trasporto sanitario, assistenza domiciliare e assistenza sanitaria del comitato.',
  );

  return (
    <>
      <PageHero
        eyebrow="Al tuo fianco"
        title="I nostri servizi"
        lead="Volontari formati e mezzi attrezzati per chi ha bisogno di spostarsi, di assistenza a casa o di un presidio sanitario."
      />
      <Container>
        {loading && (
          <Status>
            <Spinner label="Caricamento dei servizi..." />
          </Status>
        )}
        {failed && (
          <Status role="alert">
            I servizi non sono disponibili in questo momento. Riprova tra poco.
          </Status>
        )}
        <Grid>
          {(services ?? []).map((service) => (
            <li key={service.id}>
              <ServiceCardView service={service} />
            </li>
          ))}
        </Grid>

        <WithCommittee pending={null}>
          {(committee) => <HelpBox committee={committee} />}
        </WithCommittee>
      </Container>
    </>
  );
}

/** "Numero verde 800 123 456, attivo 24 ore su 24." and the like, for the page's description. */
function bookingDescription(committee: CommitteeSettings): string {
  const booking = bookingNumber(committee);
  const hours = committee.switchboardAlwaysOpen ? `, ${switchboardHoursText(committee)}` : '';
  return `${booking.label} ${booking.number}${hours}.`;
}

/** Where to call: 24/7 and toll-free said only when they are. */
function HelpBox({ committee }: { committee: CommitteeSettings }) {
  const booking = bookingNumber(committee);
  const switchboard = committee.switchboardAlwaysOpen ? null : switchboardSentence(committee);
  return (
    <Help aria-labelledby="help-title">
      <div>
        <h2 id="help-title">
          {committee.switchboardAlwaysOpen
            ? 'Siamo disponibili 24 ore su 24, 7 giorni su 7'
            : 'Siamo a tua disposizione'}
        </h2>
        <p>
          {booking.tollFree
            ? 'Chiama il numero verde gratuito per prenotare un servizio o chiedere informazioni.'
            : 'Chiamaci per prenotare un servizio o chiedere informazioni.'}
          {` Operiamo a ${committee.serviceArea}.`}
        </p>
        {switchboard && <p>{switchboard}</p>}
        <Small>In caso di emergenza sanitaria chiama subito il 112.</Small>
      </div>
      <Phone href={telHref(booking.number)}>
        <span>{booking.label}</span>
        <strong>{booking.number}</strong>
      </Phone>
    </Help>
  );
}

function ServiceCardView({ service }: { service: ServiceCard }) {
  const body = sanitizeHtml(service.body);
  return (
    <Card aria-labelledby={`service-${service.id}`}>
      <CardTop>
        <Icon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={ICONS[service.icon]} />
        </Icon>
        <Tags>
          <Category>{service.category}</Category>
          {service.isNew && <New>Novità</New>}
        </Tags>
      </CardTop>
      <h2 id={`service-${service.id}`}>{service.title}</h2>
      <p>{service.summary}</p>
      {body && <Body dangerouslySetInnerHTML={{ __html: body }} />}
      {service.features.length > 0 && (
        <Features>
          {service.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </Features>
      )}
      <Book to={bookingTarget} aria-label={`Prenota Servizio: ${service.title}`}>
        Prenota Servizio
      </Book>
    </Card>
  );
}

const Status = styled.div`
  padding: ${({ theme }) => theme.space(8)} 0 0;
  text-align: center;
`;

const Body = styled.div`
  > :first-child {
    margin-top: 0;
  }

  > :last-child {
    margin-bottom: 0;
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(8)};
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  > li {
    display: flex;
  }
`;

const Card = styled.article`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.red};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  h2 {
    margin: 0;
    font-size: 1.35rem;
  }

  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const CardTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Icon = styled.svg`
  width: 56px;
  height: 56px;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.redLight};
  fill: none;
  stroke: ${({ theme }) => theme.colors.redDark};
  stroke-width: 1.8;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

const Tags = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
`;

const Category = styled.span`
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 0.85rem;
  font-weight: 700;
`;

const New = styled(Category)`
  background: ${({ theme }) => theme.colors.redDark};
  color: ${({ theme }) => theme.colors.white};
`;

const Features = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;

  li {
    position: relative;
    padding-left: ${({ theme }) => theme.space(7)};
  }

  li::before {
    content: '';
    position: absolute;
    top: 0.3em;
    left: 0;
    width: 1.1em;
    height: 1.1em;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.success}
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='m4 8 3 3 5-6' fill='none' stroke='white' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")
      center / 80% no-repeat;
  }
`;

const Book = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  margin-top: auto;
  padding: 0 ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.red};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.redDark};
  }
`;

const Help = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(16)};
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.redDark}, #7a0000);
  color: ${({ theme }) => theme.colors.white};

  h2 {
    font-size: clamp(1.4rem, 1.1rem + 1vw, 1.9rem);
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

const Small = styled.p`
  font-size: 0.95rem;
  opacity: 0.95;
`;

const Phone = styled.a`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.redDark};
  text-decoration: none;

  span {
    font-size: 0.85rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }

  strong {
    font-size: clamp(1.6rem, 1.2rem + 1.5vw, 2.2rem);
    white-space: nowrap;
  }

  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.white};
  }
`;
