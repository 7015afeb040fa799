// The body of /progetti/:id, fed by props: the course with its badge, image, text and
// facts, the booking by the course's booking mode (booking-actions.tsx), or the not-found
// box.
import styled from 'styled-components';
import type { BackToList } from '../../components/ui/record-page-states';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import type { ProjectDetailFragment } from '../../gql/graphql';
import { formatDateRange } from '../../lib/format-date';
import { projectCategoryLabel } from '../../lib/project-category';
import { BookingActions } from './booking-actions';
import { DetailPage, type DetailPageTexts } from './detail-layout';
import { SAMPLE_PROJECT_ID } from './sample-project';
import { ProjectArtwork } from './project-artwork';
import { ProjectFacts } from './project-facts';

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

const TEXTS: DetailPageTexts = {
  loadingTitle: 'Progetto',
  loadingText: 'Caricamento progetto...',
  notFoundTitle: 'Progetto non trovato',
  notFoundText: 'Il progetto che stai cercando non esiste o è stato rimosso.',
  failedText: 'Errore nel caricamento del progetto',
};

export function ProjectDetail({ project, loading, failed }: ProjectDetailProps) {
  return (
    <DetailPage
      loading={loading}
      failed={failed}
      record={project}
      back={BACK}
      texts={TEXTS}
      infoTitleId="project-info-title"
      heroExtra={(found) => <Badge>{projectCategoryLabel(found.category)}</Badge>}
      artwork={(found) => <ProjectArtwork category={found.category} />}
      aside={(found) => (
        <>
          <ProjectFacts
            dates={formatDateRange(found.startDate, found.endDate)}
            location={found.location}
            participants={found.participants}
          />
          <BookingActions
            booking={found}
            target={{ resource: 'projects', id: found.id }}
            calendar={
              found.id !== SAMPLE_PROJECT_ID ? `${paths.project(found.id)}/calendario.ics` : null
            }
          />
        </>
      )}
    />
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
