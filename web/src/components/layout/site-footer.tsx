// The shared footer: contacts from the committee settings (blank bars of the same size
// while they load, so the footer keeps its height; a message when they cannot be read),
// the social networks the committee has, its quick links (the committee's menu,
// lib/site-navigation.tsx: a page of the site or an address elsewhere) and the national
// organisation's site, and the credits line (the committee's words) with the legal pages
// every committee's site links to.
import { Link } from '../ui/link';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { bookingNumber } from '../../lib/committee-facts';
import {
  formatAddress,
  telHref,
  useCommittee,
  type CommitteeSettings,
} from '../../lib/committee-settings';
import { CommitteeUnavailable, PendingText } from '../ui/committee-state';
import { Container } from '../ui/container';
import { useSiteNavigation, type SiteNavigation } from '../../lib/site-navigation';
import { Logo } from './logo';

const socialIcons = {
  facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z" />
  ),
  instagram: (
    <path d="M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.8-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21 8.3c-.1-1.5-.4-2.8-1.5-3.8S17.2 3.1 15.7 3c-1.5-.1-5.9-.1-7.4 0-1.5.1-2.8.4-3.8 1.5S3.1 6.8 3 8.3c-.1 1.5-.1 5.9 0 7.4.1 1.5.4 2.8 1.5 3.8s2.3 1.4 3.8 1.5c1.5.1 5.9.1 7.4 0 1.5-.1 2.8-.4 3.8-1.5s1.4-2.3 1.5-3.8c.1-1.5.1-5.9 0-7.4zm-2 9.3a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.3.4s-4.1.1-5.3-.4a3 3 0 0 1-1.7-1.7c-.5-1.2-.4-4-.4-5.3s-.1-4.1.4-5.3a3 3 0 0 1 1.7-1.7c1.2-.5 4-.4 5.3-.4s4.1-.1 5.3.4a3 3 0 0 1 1.7 1.7c.5 1.2.4 4 .4 5.3s.1 4.1-.4 5.3z" />
  ),
  youtube: (
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.7 2 12 2 12s0 3.3.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.5.4 7.8.4 7.8.4s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.5.4-4.8.4-4.8s0-3.3-.4-4.8zM10 15V9l5.2 3z" />
  ),
  x: <path d="M4 4h4.6l4 5.5L17.2 4H20l-5.9 7.2L20.6 20H16l-4.4-6-5 6H4l6.3-7.6z" />,
  tiktok: (
    <path d="M16.2 3c.3 2.2 1.7 3.7 3.8 4v3a7 7 0 0 1-3.8-1.2V15a6 6 0 1 1-6-6v3.1a3 3 0 1 0 2.9 3V3z" />
  ),
  linkedin: (
    <path d="M4 9h3.5v11H4zM5.8 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h3.4v1.6c.5-.9 1.7-1.9 3.5-1.9 3.7 0 4.1 2.4 4.1 5.5V20h-3.5v-5c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H10z" />
  ),
} as const;

type SocialNetwork = keyof typeof socialIcons;

const socialNetworks = Object.keys(socialIcons) as SocialNetwork[];

const socialLabels: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
};

interface FooterLink {
  label: string;
  url: string;
}

/** The footer's links: the committee's menu once known, else the settings' quick links. */
function footerLinksOf(
  navigation: SiteNavigation | null,
  settings: CommitteeSettings | undefined,
): readonly FooterLink[] {
  if (navigation) return navigation.footer.map((link) => ({ label: link.label, url: link.href }));
  return settings?.footerLinks ?? [];
}

/** A quick link: a page of the site in the app, an address elsewhere in a new tab. */
function FooterLinkView({ link }: { link: FooterLink }) {
  if (link.url.startsWith('/')) return <Link to={link.url}>{link.label}</Link>;
  return (
    <a href={link.url} target="_blank" rel="noopener noreferrer">
      {link.label}
      <span className="visually-hidden"> (si apre in una nuova scheda)</span>
    </a>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  const state = useCommittee();
  const settings = state.status === 'ready' ? state.settings : undefined;
  const navigation = useSiteNavigation();
  const quickLinks = footerLinksOf(navigation, settings);
  const networks = settings ? socialNetworks.filter((network) => settings.socials[network]) : [];

  return (
    <Footer aria-busy={state.status === 'loading'}>
      <Container>
        <Columns>
          <Column>
            <Logo tone="light" />
            <About>
              {settings ? (
                <>
                  Volontari al servizio della comunità di {settings.town} dal {settings.foundedYear}
                  : soccorso, trasporto sanitario, formazione e aiuto a chi è in difficoltà.
                </>
              ) : (
                <>
                  Volontari al servizio della comunità: soccorso, trasporto sanitario, formazione e
                  aiuto a chi è in difficoltà.
                </>
              )}
            </About>
            <Socials aria-label="Social network">
              {networks.map((network) => (
                <li key={network}>
                  <SocialLink
                    href={settings?.socials[network] ?? undefined}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${socialLabels[network]} (si apre in una nuova scheda)`}
                  >
                    <svg
                      width="22"
                      height="22"
                      viewBox="0 0 24 24"
                      aria-hidden="true"
                      focusable="false"
                    >
                      {socialIcons[network]}
                    </svg>
                  </SocialLink>
                </li>
              ))}
            </Socials>
          </Column>
          <Column>
            <ColumnTitle>Contatti</ColumnTitle>
            {state.status === 'error' ? (
              <CommitteeUnavailable />
            ) : (
              <address>
                <p>{settings ? formatAddress(settings) : <PendingText chars={30} />}</p>
                <p>
                  Telefono:{' '}
                  {settings ? (
                    <a href={telHref(settings.phone)}>{settings.phone}</a>
                  ) : (
                    <PendingText chars={12} />
                  )}
                </p>
                {!settings ? (
                  <p>
                    <PendingText chars={25} />
                  </p>
                ) : (
                  settings.bookingPhone && (
                    <p>
                      {bookingNumber(settings).label}:{' '}
                      <a href={telHref(settings.bookingPhone)}>{settings.bookingPhone}</a>
                    </p>
                  )
                )}
                <p>
                  Email:{' '}
                  {settings ? (
                    <a href={`mailto:${settings.email}`}>{settings.email}</a>
                  ) : (
                    <PendingText chars={18} />
                  )}
                </p>
              </address>
            )}
          </Column>
          <Column>
            <ColumnTitle>Link rapidi</ColumnTitle>
            <nav aria-label="Link rapidi">
              <QuickLinks>
                {quickLinks.map((link) => (
                  <li key={`${link.label} ${link.url}`}>
                    <FooterLinkView link={link} />
                  </li>
                ))}
                <li>
                  <a href={settings?.nationalSiteUrl} target="_blank" rel="noopener noreferrer">
                    Croce Rossa Italiana nazionale
                    <span className="visually-hidden"> (si apre in una nuova scheda)</span>
                  </a>
                </li>
              </QuickLinks>
            </nav>
          </Column>
        </Columns>
        <Bottom>
          <Credits>
            © {year}{' '}
            {settings ? `${settings.name} · C.F. ${settings.fiscalCode}` : 'Croce Rossa Italiana'}
            {settings?.footerCredits && ` · ${settings.footerCredits}`}
          </Credits>
          <nav aria-label="Note legali">
            <LegalLinks>
              <li>
                <Link to={paths.privacy}>Informativa sulla privacy</Link>
              </li>
              <li>
                <Link to={paths.accessibility}>Dichiarazione di accessibilità</Link>
              </li>
            </LegalLinks>
          </nav>
        </Bottom>
      </Container>
    </Footer>
  );
}

const Footer = styled.footer`
  padding: ${({ theme }) => theme.space(12)} 0 ${({ theme }) => theme.space(6)};
  background: #1b1e22;
  color: #e8eaed;

  a {
    color: #ffffff;
  }

  address {
    font-style: normal;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1.4fr 1fr 1fr;
  }
`;

const Column = styled.div``;

const About = styled.p`
  margin-top: ${({ theme }) => theme.space(4)} !important;
  max-width: 34ch;
  color: #c9cdd3;
`;

const ColumnTitle = styled.h2`
  font-size: 1.05rem;
  margin-bottom: ${({ theme }) => theme.space(4)};
  color: #ffffff;
`;

const Socials = styled.ul`
  display: flex;
  /* One row of icons, reserved while the settings load. */
  min-height: 44px;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  list-style: none;
`;

const SocialLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.1);
  fill: currentColor;

  &:hover {
    background: ${({ theme }) => theme.colors.red};
  }
`;

const QuickLinks = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space(10)};
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  font-size: 0.875rem;
  color: #c9cdd3;
`;

const Credits = styled.p`
  margin: 0 !important;
`;

const LegalLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
