// /attivita/:id (and /attivita, which shows activity 1): one of the five built-in
// activities with its background image, category, description and the full rich
// text (sanitised), loaded on demand; an unknown id shows 'Attività non trovata'.
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { sections } from '../../config/paths';
import { findActivity } from '../../content/activities';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { usePageMeta } from '../../lib/use-page-meta';
import { sectionHref } from '../../lib/use-section-navigation';

const backHref = sectionHref(sections.activities);

export default function ActivityPage() {
  const { id } = useParams();
  const activity = findActivity(id);
  const [details, setDetails] = useState<{ id: number; html: string } | null>(null);

  usePageMeta(
    activity?.title ?? 'Attività non trovata',
    activity?.description ?? 'L’attività cercata non esiste.',
  );

  useEffect(() => {
    if (!activity) return;
    let current = true;
    void import('../../content/activity-details').then(({ activityDetails }) => {
      if (current)
        setDetails({ id: activity.id, html: sanitizeHtml(activityDetails[activity.id]) });
    });
    return () => {
      current = false;
    };
  }, [activity]);

  if (!activity) {
    return (
      <Band as="header" $image="">
        <Container>
          <h1>Attività non trovata</h1>
          <p>L’attività che stai cercando non esiste o non è più disponibile.</p>
          <BackLink to={backHref}>← Torna alle attività</BackLink>
        </Container>
      </Band>
    );
  }

  const loaded = details?.id === activity.id ? details : null;

  return (
    <article>
      <Band as="header" $image={activity.image}>
        <Container>
          <BackLink to={backHref}>← Torna alle attività</BackLink>
          <Category>{activity.category}</Category>
          <h1>{activity.title}</h1>
          <Lead>{activity.description}</Lead>
          <Where>
            <strong>Dove:</strong> {activity.location}
          </Where>
        </Container>
      </Band>
      <Container>
        <Body>
          {loaded ? (
            <RichText dangerouslySetInnerHTML={{ __html: loaded.html }} />
          ) : (
            <Spinner label="Caricamento..." />
          )}
          <Footer>
            <BackLink to={backHref} $dark>
              ← Torna alle attività
            </BackLink>
          </Footer>
        </Body>
      </Container>
    </article>
  );
}

const Band = styled.div<{ $image: string }>`
  position: relative;
  padding: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space(10)}) 0
    ${({ theme }) => theme.space(14)};
  background:
    linear-gradient(90deg, rgba(20, 4, 4, 0.92), rgba(20, 4, 4, 0.72)),
    ${({ $image }) => ($image ? `url("${$image}") center / cover no-repeat,` : '')}
      linear-gradient(135deg, ${({ theme }) => theme.colors.redDark}, #6e0000);
  color: ${({ theme }) => theme.colors.white};

  h1 {
    max-width: 22ch;
    margin: ${({ theme }) => theme.space(3)} 0;
    font-size: clamp(2rem, 1.4rem + 2.6vw, 3.25rem);
  }

  p {
    max-width: 60ch;
  }
`;

const BackLink = styled(Link)<{ $dark?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-weight: 700;
  color: ${({ $dark, theme }) => ($dark ? theme.colors.redDark : theme.colors.white)};
`;

const Category = styled.span`
  display: table;
  padding: 2px ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.red};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Lead = styled.p`
  font-size: 1.2rem;
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

const Where = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Body = styled.div`
  max-width: 760px;
  padding: ${({ theme }) => theme.space(12)} 0 ${({ theme }) => theme.space(16)};
`;

const RichText = styled.div`
  font-size: 1.1rem;

  h2 {
    margin-top: ${({ theme }) => theme.space(8)};
    font-size: 1.5rem;
  }

  li {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space(10)};
`;
