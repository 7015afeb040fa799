// The courses carousel (anchor "corsi", alias "projects"): the projects from the
// API, or six built-in samples when there are none; an error shows its message
// with a 'Riprova' button. Cards lead to /progetti/{id}.
import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { Link } from '../../components/ui/link';
import styled from 'styled-components';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { SectionHeading } from '../../components/ui/section-heading';
import { Spinner } from '../../components/ui/spinner';
import { paths, sections } from '../../config/paths';
import { graphql } from '../../gql';
import { imageSources } from '../../lib/api-url';
import { formatDate, isoDate } from '../../lib/format-date';
import { projectCategoryLabel } from '../../lib/project-category';
import { prefersReducedMotion } from '../../lib/scroll';
import { SAMPLE_PROJECT_ID, SAMPLE_PROJECTS, type CourseCard } from './sample-projects';
import { AliasAnchor } from './alias-anchor';
import { htmlToText } from '../../lib/html-to-text';

export const HomeProjectsQuery = graphql(`
  query HomeProjects {
    allProjects(sortField: "startDate", sortOrder: "ASC") {
      id
      title
      description
      category
      image
      imageAlt
      startDate
      location
      participants
    }
  }
`);

export function CoursesSection() {
  const { data, error, loading, refetch } = useQuery(HomeProjectsQuery, {
    notifyOnNetworkStatusChange: true,
  });
  return (
    <CoursesCarousel
      projects={data?.allProjects}
      loading={loading}
      failed={Boolean(error)}
      onRetry={() => void refetch()}
    />
  );
}

export interface CoursesCarouselProps {
  projects: readonly CourseCard[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

export function CoursesCarousel({ projects, loading, failed, onRetry }: CoursesCarouselProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const isSample = projects?.length === 0;
  const courses = isSample ? SAMPLE_PROJECTS : (projects ?? []);

  const scrollByCard = (direction: 1 | -1) => {
    const track = trackRef.current;
    const card = track?.querySelector('li');
    if (!track || !card) return;
    track.scrollBy({
      left: direction * (card.getBoundingClientRect().width + 24),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  return (
    <Section id={sections.courses} aria-labelledby="courses-title">
      <AliasAnchor id="projects" />
      <Container>
        <SectionHeading
          id="courses-title"
          eyebrow="Corsi"
          title="Formazione e progetti"
          intro="Impara il primo soccorso, diventa volontario, partecipa ai nostri progetti sul territorio."
        />
        {loading ? (
          <Centered>
            <Spinner label="Caricamento progetti..." />
          </Centered>
        ) : failed ? (
          <ErrorBox>
            <Alert tone="error">Si è verificato un errore nel caricamento dei progetti.</Alert>
            <Button type="button" $variant="secondary" onClick={onRetry}>
              Riprova
            </Button>
          </ErrorBox>
        ) : (
          <>
            <Track ref={trackRef} aria-label="Corsi e progetti" tabIndex={0}>
              {courses.map((course) => (
                <li key={course.id}>
                  <Card>
                    <CardImage>
                      {course.image ? (
                        <img
                          {...imageSources(course.image, '340px', 340)}
                          alt={course.imageAlt ?? ''}
                          width={400}
                          height={250}
                          loading="lazy"
                        />
                      ) : (
                        <Placeholder aria-hidden="true" />
                      )}
                      <Badge>{projectCategoryLabel(course.category)}</Badge>
                    </CardImage>
                    <CardBody>
                      <h3>
                        <CardLink to={paths.project(isSample ? SAMPLE_PROJECT_ID : course.id)}>
                          {course.title}
                        </CardLink>
                      </h3>
                      <p>{htmlToText(course.description)}</p>
                      <Facts>
                        <li>
                          <time dateTime={isoDate(course.startDate)}>
                            {formatDate(course.startDate)}
                          </time>
                        </li>
                        {course.location && <li>{course.location}</li>}
                        {course.participants ? <li>{course.participants} posti</li> : null}
                      </Facts>
                    </CardBody>
                  </Card>
                </li>
              ))}
            </Track>
            <Footer>
              <Arrows>
                <ArrowButton
                  type="button"
                  aria-label="Corsi precedenti"
                  onClick={() => scrollByCard(-1)}
                >
                  ←
                </ArrowButton>
                <ArrowButton
                  type="button"
                  aria-label="Corsi successivi"
                  onClick={() => scrollByCard(1)}
                >
                  →
                </ArrowButton>
              </Arrows>
              <ButtonLink to={paths.projects} $variant="secondary">
                Tutti i corsi
              </ButtonLink>
            </Footer>
          </>
        )}
      </Container>
    </Section>
  );
}

const Section = styled.section`
  position: relative;
  padding: ${({ theme }) => theme.space(16)} 0;
  background: ${({ theme }) => theme.colors.surface};
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(10)} 0;
`;

const ErrorBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const Track = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: min(85%, 340px);
  gap: 24px;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)}
    ${({ theme }) => theme.space(4)};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  list-style: none;
  overscroll-behavior-x: contain;

  > li {
    scroll-snap-align: start;
  }
`;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition: box-shadow ${({ theme }) => theme.motion.base};

  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

const CardImage = styled.div`
  position: relative;
  aspect-ratio: 8 / 5;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Placeholder = styled.div`
  width: 100%;
  height: 100%;
  background:
    radial-gradient(circle at 75% 30%, rgba(255, 255, 255, 0.18) 0 22%, transparent 23%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.red}, #6e0000);
`;

const Badge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  left: ${({ theme }) => theme.space(3)};
  padding: 2px ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.redDark};
  font-size: 0.8rem;
  font-weight: 700;
`;

const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  padding: ${({ theme }) => theme.space(5)};

  h3 {
    font-size: 1.15rem;
  }

  p {
    display: -webkit-box;
    margin: 0 0 ${({ theme }) => theme.space(4)};
    overflow: hidden;
    color: ${({ theme }) => theme.colors.textMuted};
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 4;
    line-clamp: 4;
  }
`;

const CardLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  /* The whole card is the link's target area. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:hover {
    color: ${({ theme }) => theme.colors.redDark};
  }
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  /* At the bottom of the card, whatever the length of the description. */
  margin: auto 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Arrows = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};

  /* Without JavaScript the arrows can do nothing; the track still scrolls by itself. */
  ${({ theme }) => theme.media.withoutScripts} {
    display: none;
  }
`;

const ArrowButton = styled.button`
  width: 44px;
  height: 44px;
  border: 2px solid ${({ theme }) => theme.colors.redDark};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.redDark};
  font-size: 1.2rem;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.redLight};
  }
`;
