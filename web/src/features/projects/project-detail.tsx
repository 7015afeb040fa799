// The body of /progetti/:id, fed by props: the course with its badge, image, text and
// facts, the booking by the course's booking mode (booking-actions.tsx), or the not-found
// box.
import styled from 'styled-components';
import { ButtonLink } from '../../components/ui/button';
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
import type { ProjectDetailFragment } from '../../gql/graphql';
import { ARTICLE_SIZES, imageSources } from '../../lib/api-url';
import { formatDateRange } from '../../lib/format-date';
import { projectCategoryLabel } from '../../lib/project-category';
import { BookingActions } from './booking-actions';
import { DetailAside, DetailFigure, DetailLayout, DetailMain } from './detail-layout';
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
        <DetailLayout>
          <DetailMain>
            <DetailFigure>
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
            </DetailFigure>
            <h2>Descrizione</h2>
            <div dangerouslySetInnerHTML={{ __html: contentToSafeHtml(project.description) }} />
          </DetailMain>
          <DetailAside aria-labelledby="project-info-title">
            <h2 id="project-info-title">Informazioni</h2>
            <ProjectFacts
              dates={formatDateRange(project.startDate, project.endDate)}
              location={project.location}
              participants={project.participants}
            />
            <BookingActions
              booking={project}
              target={{ resource: 'projects', id: project.id }}
              calendar={
                project.id !== SAMPLE_PROJECT_ID
                  ? `${paths.project(project.id)}/calendario.ics`
                  : null
              }
            />
            <ButtonLink to={BACK.to} $variant="secondary">
              {BACK.label}
            </ButtonLink>
          </DetailAside>
        </DetailLayout>
      </Container>
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
