// The body of /progetti/:id, fed by props: the course with its badge, image, text and
// facts, the booking button with its confirmation, or the not-found box. The booking
// follows the course's booking mode: Calendly (a link to the course's Calendly page:
// followed as it is without JavaScript, it opens the confirmation of the spec with it), an
// external booking address, the enrolment form of the site, or nothing.
import { useState } from 'react';
import styled from 'styled-components';
import { ButtonAnchor, ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageHero } from '../../components/ui/page-hero';
import {
  RecordBackLink,
  RecordLoading,
  RecordNotFound,
  type BackToList,
} from '../../components/ui/record-page-states';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { BookingMode, type ProjectDetailFragment } from '../../gql/graphql';
import { ARTICLE_SIZES, imageSources } from '../../lib/api-url';
import { formatDateRange } from '../../lib/format-date';
import { projectCategoryLabel } from '../../lib/project-category';
import { BookingDialog, calendlyUrl } from './booking-dialog';
import { EnrolmentForm } from './enrolment-form';
import { SAMPLE_PROJECT_ID } from './sample-project';
import { ProjectArtwork } from './project-artwork';
import { ProjectFacts } from './project-facts';
import { contentToSafeHtml } from '../../lib/sanitize-html';

export const ProjectDetailFields = graphql(`
  fragment ProjectDetail on Project {
    id
    title
    description
    category
    image
    imageAlt
    startDate
    endDate
    location
    participants
    calendlyId
    bookingMode
    bookingUrl
    seats
    enrolmentDeadline
  }
`);

export interface ProjectDetailProps {
  project: ProjectDetailFragment | null;
  loading: boolean;
  /** The call failed (not merely an unknown id). */
  failed: boolean;
}

const BACK: BackToList = { to: paths.projects, label: 'Torna ai progetti' };

export function ProjectDetail({ project, loading, failed }: ProjectDetailProps) {
  const [bookingOpen, setBookingOpen] = useState(false);

  if (loading) {
    return <RecordLoading heroTitle="Progetto" text="Caricamento progetto..." back={BACK} />;
  }

  if (!project) {
    return (
      <RecordNotFound
        heroTitle="Progetto non trovato"
        heading="Progetto non trovato"
        text="Il progetto che stai cercando non esiste o è stato rimosso."
        failedText={failed ? 'Errore nel caricamento del progetto' : undefined}
        back={BACK}
      />
    );
  }

  const image = imageSources(project.image, ARTICLE_SIZES);
  const calendlyId =
    project.bookingMode === BookingMode.Calendly ? (project.calendlyId ?? '').trim() : '';
  const canBook = calendlyId !== '';

  return (
    <>
      <PageHero
        title={project.title}
        top={
          <>
            <RecordBackLink back={BACK} />
            <Badge>{projectCategoryLabel(project.category)}</Badge>
          </>
        }
      />
      <Container>
        <Layout>
          <Main>
            <Figure>
              {image.src ? (
                <img
                  {...image}
                  alt={project.imageAlt ?? ''}
                  width={1280}
                  height={720}
                  decoding="async"
                />
              ) : (
                <ProjectArtwork category={project.category} />
              )}
            </Figure>
            <h2>Descrizione</h2>
            <div dangerouslySetInnerHTML={{ __html: contentToSafeHtml(project.description) }} />
          </Main>
          <Aside aria-labelledby="project-info-title">
            <h2 id="project-info-title">Informazioni</h2>
            <ProjectFacts
              dates={formatDateRange(project.startDate, project.endDate)}
              location={project.location}
              participants={project.participants}
            />
            {canBook ? (
              <ButtonAnchor
                href={calendlyUrl(calendlyId)}
                aria-haspopup="dialog"
                onClick={(event) => {
                  // A click meant for a new tab or window keeps the link's own behaviour.
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
                    return;
                  }
                  event.preventDefault();
                  setBookingOpen(true);
                }}
              >
                Prenota un posto
              </ButtonAnchor>
            ) : project.bookingMode === BookingMode.Link && project.bookingUrl ? (
              <ButtonAnchor href={project.bookingUrl} target="_blank" rel="noopener noreferrer">
                Prenota un posto
              </ButtonAnchor>
            ) : project.bookingMode === BookingMode.Onsite ? (
              <EnrolmentForm courseId={project.id} />
            ) : project.bookingMode === BookingMode.Calendly ? (
              <p>Le prenotazioni per questo corso non sono ancora aperte.</p>
            ) : null}
            {project.id !== SAMPLE_PROJECT_ID && (
              <ButtonAnchor
                href={`${paths.project(project.id)}/calendario.ics`}
                download
                $variant="secondary"
              >
                Aggiungi al calendario
              </ButtonAnchor>
            )}
            <ButtonLink to={BACK.to} $variant="secondary">
              {BACK.label}
            </ButtonLink>
          </Aside>
        </Layout>
      </Container>
      {canBook && (
        <BookingDialog
          open={bookingOpen}
          calendlyId={calendlyId}
          onClose={() => setBookingOpen(false)}
        />
      )}
    </>
  );
}

const Badge = styled.p`
  width: fit-content;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.redDark};
  font-size: 0.85rem;
  font-weight: 700;
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(16)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

const Main = styled.article`
  h2 {
    margin-top: ${({ theme }) => theme.space(8)};
    font-size: 1.5rem;
  }

  p {
    max-width: 70ch;
    font-size: 1.05rem;
  }
`;

const Figure = styled.div`
  overflow: hidden;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  img,
  svg {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.md};

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  /* On phones the facts and the booking button come before the long description. */
  order: -1;

  ${({ theme }) => theme.media.md} {
    order: 0;
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space(4)});
  }
`;
